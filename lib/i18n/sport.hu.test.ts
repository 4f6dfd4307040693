import { grandPrixName } from './sport.hu';

// The Formula 1 page is Hungarian (SPEC section 8 gives its texts): the Grands Prix by their
// Hungarian names, a name the table does not know as the source gives it.
describe('grandPrixName', () => {
  it.each([
    ['Hungarian Grand Prix', 'Magyar Nagydíj'],
    ['Belgian Grand Prix', 'Belga Nagydíj'],
    ['São Paulo Grand Prix', 'São Pauló-i Nagydíj'],
    ['Moon Grand Prix', 'Moon Grand Prix'],
  ])('%s -> %s', (name, hungarian) => expect(grandPrixName(name)).toBe(hungarian));
});

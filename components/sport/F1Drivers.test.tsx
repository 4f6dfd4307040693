// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { f1Href } from './f1Href';
import { F1Drivers } from './F1Drivers';
import { cardOf, DRIVERS, factsOf, SELECTION } from '@/tests/support/f1Season';

// The drivers tab (SPEC section 2): a card per driver, the name a link that opens the card in full.
const href = f1Href({ ...SELECTION, tab: 'versenyzok' });

describe('F1Drivers', () => {
  it('shows each driver’s number and teams, the name a link that opens the card', () => {
    render(<F1Drivers drivers={DRIVERS} selected={null} href={href} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Versenyzők' })).toBeTruthy();
    expect(within(cardOf('Lando Norris')).getByRole('link').getAttribute('href')).toBe(
      '/sport/forma-1?oldal=versenyzok&szezon=2024&versenyzo=49',
    );
    expect(factsOf('Lando Norris')).toEqual(['Rajtszám: 4', 'Csapat: McLaren']);
    expect(factsOf('Oscar Piastri')).toEqual(['Rajtszám: 81', 'Csapat: McLaren, McLaren']);
  });

  it('shows every fact of the chosen driver only', () => {
    render(<F1Drivers drivers={DRIVERS} selected={49} href={href} />);
    expect(factsOf('Lando Norris')).toEqual([
      'Rajtszám: 4',
      'Csapat: McLaren',
      'Nemzetiség: brit',
      'Született: 1999-11-13, Bristol',
      'Világbajnoki címek: 0',
      'Győzelmek: 1',
    ]);
    expect(factsOf('Oscar Piastri')).toHaveLength(2);
  });

  it('leaves out the birth of a chosen driver without a birth date', () => {
    render(<F1Drivers drivers={DRIVERS} selected={50} href={href} />);
    expect(factsOf('Oscar Piastri')).toEqual(['Rajtszám: 81', 'Csapat: McLaren, McLaren']);
  });

  it('says when there are no drivers yet', () => {
    render(<F1Drivers drivers={[]} selected={null} href={href} />);
    expect(screen.getByText('Még nincs adat.')).toBeTruthy();
  });
});

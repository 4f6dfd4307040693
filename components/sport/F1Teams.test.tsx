// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { f1Href } from './f1Href';
import { F1Teams } from './F1Teams';
import { cardOf, factsOf, SELECTION, TEAMS } from '@/tests/support/f1Season';

// The teams tab (SPEC section 2): a card per team, its name a link that opens the card in full.
const href = f1Href({ ...SELECTION, tab: 'csapatok' });

describe('F1Teams', () => {
  it('shows each team’s short facts, its name a link that opens its card', () => {
    render(<F1Teams teams={TEAMS} selected={null} href={href} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Csapatok' })).toBeTruthy();
    expect(within(cardOf('McLaren')).getByRole('link').getAttribute('href')).toBe(
      '/sport/forma-1?oldal=csapatok&szezon=2024&csapat=2',
    );
    expect(factsOf('McLaren')).toEqual([
      'Székhely: Woking',
      'Csapatfőnök: Andrea Stella',
      'Kaszni: MCL38',
      'Motor: Mercedes',
    ]);
    // Facts the data leaves empty are left out.
    expect(factsOf('Haas')).toEqual(['Székhely: Kannapolis', 'Motor: Ferrari']);
  });

  it('shows every fact of the chosen team only', () => {
    render(<F1Teams teams={TEAMS} selected={2} href={href} />);
    expect(factsOf('McLaren')).toEqual([
      'Székhely: Woking',
      'Csapatfőnök: Andrea Stella',
      'Kaszni: MCL38',
      'Motor: Mercedes',
      'Első szezon: 1966',
      'Világbajnoki címek: 8',
      'Győzelmek: 184',
      'Technikai igazgató: Peter Prodromou',
      'Gumi: Pirelli',
    ]);
    expect(factsOf('Haas')).toHaveLength(2);
  });

  it('says when there are no teams yet', () => {
    render(<F1Teams teams={[]} selected={null} href={href} />);
    expect(screen.getByText('Még nincs adat.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { F1Standings } from './F1Standings';
import { DRIVER_STANDINGS } from '@/tests/support/f1Season';

// The two championship tabs (SPEC section 2): the drivers' with their teams, the constructors'
// without; a missing position or points is a dash.
describe('F1Standings', () => {
  it.each([
    ['pontverseny', 'Pontverseny', ['Helyezés', 'Versenyző', 'Csapat', 'Pont']],
    ['konstruktor', 'Konstruktőri bajnokság', ['Helyezés', 'Csapat', 'Pont']],
  ] as const)('%s: a table named %s with the columns %j', (tab, name, columns) => {
    render(<F1Standings tab={tab} rows={DRIVER_STANDINGS} />);
    expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    // The table scrolls inside its own frame, named like the tab.
    const frame = screen.getAllByRole('region', { name }).find((region) => region.tabIndex === 0);
    const table = within(frame!).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(columns);
  });

  it('shows each row, a dash for a missing position or points', () => {
    render(<F1Standings tab="pontverseny" rows={DRIVER_STANDINGS} />);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Max VerstappenRed Bull Racing437', '–Logan SargeantWilliams–']);
  });

  it('leaves the team column out of the constructors’ standings', () => {
    render(<F1Standings tab="konstruktor" rows={DRIVER_STANDINGS} />);
    expect(screen.getAllByRole('row')[1]!.textContent).toBe('1Max Verstappen437');
  });

  it('says when there are no standings yet', () => {
    render(<F1Standings tab="konstruktor" rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Még nincs adat.')).toBeTruthy();
  });
});

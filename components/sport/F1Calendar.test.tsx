// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { f1Href } from './f1Href';
import { F1Calendar } from './F1Calendar';
import { CIRCUIT, RACES, RESULT, SELECTION } from '@/tests/support/f1Season';

// The calendar tab (SPEC section 2): the season's Grands Prix by date, each a link to its weekend;
// the chosen weekend's sessions, circuit and the chosen race's result or starting grid; a live race
// says so with its laps (SPEC section 4); DNS / DNF / DSQ in words (SPEC section 8).
function renderCalendar(change: Partial<typeof SELECTION> = {}, result = RESULT) {
  const selection = { ...SELECTION, ...change };
  return render(
    <F1Calendar
      races={RACES}
      selection={selection}
      circuit={CIRCUIT}
      result={result}
      href={f1Href(selection)}
    />,
  );
}

const calendar = () => screen.getByRole('region', { name: 'Versenynaptár' });
const weekend = () => screen.getByRole('region', { name: 'Belga Nagydíj' });

describe('F1Calendar', () => {
  it('lists each Grand Prix once, by date, as a link to its weekend', () => {
    renderCalendar();
    const links = within(calendar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'július 21.Magyar Nagydíj – Hungaroring 70 kör',
        '/sport/forma-1?oldal=versenynaptar&szezon=2024&verseny=13',
      ],
      [
        'július 28.Belga Nagydíj – Spa-FrancorchampsÉLŐ 23/44 kör',
        '/sport/forma-1?oldal=versenynaptar&szezon=2024&verseny=14',
      ],
    ]);
    expect(screen.queryByRole('region', { name: 'Belga Nagydíj' })).toBeNull();
  });

  it('says when there are no races yet', () => {
    render(
      <F1Calendar
        races={[]}
        selection={SELECTION}
        circuit={null}
        result={[]}
        href={f1Href(SELECTION)}
      />,
    );
    expect(within(calendar()).getByText('Még nincs adat.')).toBeTruthy();
  });

  it('opens the chosen weekend: its sessions with their grids, the circuit and the result', () => {
    renderCalendar({ competition: 14, race: 2024114 });
    expect(within(calendar()).getByRole('link', { current: true }).textContent).toContain(
      'Belga Nagydíj',
    );
    const sessions = within(weekend()).getAllByRole('link');
    expect(sessions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sprintfutam', '/sport/forma-1?oldal=versenynaptar&szezon=2024&verseny=14&futam=2024114'],
      ['Rajtrács', '/sport/forma-1?oldal=versenynaptar&szezon=2024&verseny=14&futam=-2024114'],
      ['Futam', '/sport/forma-1?oldal=versenynaptar&szezon=2024&verseny=14&futam=2024014'],
      ['Rajtrács', '/sport/forma-1?oldal=versenynaptar&szezon=2024&verseny=14&futam=-2024014'],
    ]);
    expect(within(weekend()).getByRole('heading', { name: 'A pálya: Hungaroring' })).toBeTruthy();
    // An empty fact (the race distance) is left out.
    expect(
      within(weekend())
        .getAllByRole('listitem')
        .slice(2)
        .map((item) => item.textContent),
    ).toEqual([
      'Hossz: 4.381 km',
      'Megnyitva: 1986',
      'Első nagydíj: 1986',
      'Pályacsúcs: 1:16.627 (Lewis Hamilton, 2020)',
    ]);
    expect(within(weekend()).getByRole('heading', { name: 'Eredmény – Sprintfutam' })).toBeTruthy();
    const table = within(weekend()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Helyezés', 'Versenyző', 'Csapat', 'Idő']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1Oscar PiastriMcLaren1:38:01.989',
      '2Lando NorrisMcLaren+2.141',
      '–Logan SargeantMcLarenKiesett',
    ]);
  });

  it('shows a live race with its laps, and its starting grid without times', () => {
    renderCalendar({ competition: 14, race: 2024014, grid: true });
    expect(within(weekend()).getByRole('heading', { name: 'Rajtrács – Futam' })).toBeTruthy();
    expect(within(weekend()).getByText('ÉLŐ').parentElement!.textContent).toBe('ÉLŐ 23/44 kör');
    expect(screen.getByRole('region', { name: 'Rajtrács' })).toBeTruthy();
    expect(
      within(weekend())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Helyezés', 'Versenyző', 'Csapat']);
  });

  it('says when the chosen race has no result yet', () => {
    renderCalendar({ competition: 14, race: 2024014 }, []);
    expect(within(weekend()).queryByRole('table')).toBeNull();
    expect(within(weekend()).getByText('Még nincs adat.')).toBeTruthy();
  });
});

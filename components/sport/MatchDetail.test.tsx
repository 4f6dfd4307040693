// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { Fixture } from '@/lib/schemas/football';
import { MatchDetail } from './MatchDetail';

// SPEC section 2 (football page: a selected match shows summary, statistics, squads, predicted outcome
// and timeline) and section 8 ('Még nincs adat.', 'Nincs még elérhető információ.'): every part comes
// from the fixture's data, and a part the data lacks says so, side by side where one side is known.
const euro = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../data/sport/football/league-4-2024/fixtures.json'),
    'utf8',
  ),
) as Fixture[];
const match = (id: number) => euro.find((fixture) => fixture.fixture.id === id)!;
const HUNGARY_SWITZERLAND = 1240002;
const FINAL = 1240051;

function section(name: string) {
  const heading = screen.getByRole('heading', { level: 3, name });
  const parts: string[] = [];
  for (let node = heading.nextElementSibling; node && node.tagName !== 'H3';) {
    parts.push(node.textContent ?? '');
    node = node.nextElementSibling;
  }
  return parts.join(' | ');
}

describe('MatchDetail', () => {
  it('shows both line-ups where the data has them, and no placeholder', () => {
    render(<MatchDetail fixture={match(FINAL)} backHref="/sport/foci" />);
    expect(section('Keretek')).toContain('Spanyolország');
    expect(section('Keretek')).toContain('Anglia');
    expect(section('Keretek')).not.toContain('Még nincs adat.');
    expect(
      within(screen.getByRole('heading', { name: 'Keretek' }).parentElement!)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Spanyolország', 'Anglia']);
  });

  it("says 'Még nincs adat.' beside the one side whose line-up is known", () => {
    render(<MatchDetail fixture={match(HUNGARY_SWITZERLAND)} backHref="/sport/foci" />);
    const squads = section('Keretek');
    expect(squads).toMatch(/^Magyarország.*Kezdőcsapat/);
    expect(squads).toMatch(/Svájc ?Még nincs adat\.$/);
  });

  it("says 'Még nincs adat.' where the data has no statistics and 'Nincs még elérhető információ.' where it has no prediction", () => {
    render(<MatchDetail fixture={match(HUNGARY_SWITZERLAND)} backHref="/sport/foci" />);
    expect(section('Statisztika')).toBe('Még nincs adat.');
    expect(section('Várható eredmény')).toBe('Nincs még elérhető információ.');
  });

  it('shows the statistics and the predicted outcome the data carries', () => {
    const fixture: Fixture = {
      ...match(HUNGARY_SWITZERLAND),
      statistics: [
        {
          team: match(HUNGARY_SWITZERLAND).teams.home,
          statistics: [{ type: 'Labdabirtoklás', value: '44%' }],
        },
        {
          team: match(HUNGARY_SWITZERLAND).teams.away,
          statistics: [{ type: 'Labdabirtoklás', value: '56%' }],
        },
      ],
      predictions: {
        predictions: {
          winner: { name: 'Svájc' },
          percent: { home: '30%', draw: '35%', away: '35%' },
        },
      },
    };
    render(<MatchDetail fixture={fixture} backHref="/sport/foci" />);
    expect(section('Statisztika')).toContain('44%Labdabirtoklás56%');
    expect(section('Várható eredmény')).toBe(
      'Esélyes: SvájcMagyarország: 30%Döntetlen: 35%Svájc: 35%',
    );
  });
});

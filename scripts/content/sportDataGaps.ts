// What the football demo data (data/sport/football) does not have yet, per league season: the matches
// without line-ups (per side), statistics, predictions or card events. The match page says 'Még nincs
// adat.' / 'Nincs még elérhető információ.' for each (SPEC section 8); this lists where, so that gaps
// can be filled from public facts (never guessed: see each season's SOURCES.md).
//   npx tsx scripts/content/sportDataGaps.ts [data/sport]
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fixtureSchema, type Fixture } from '@/lib/schemas/football';

const dir = path.join(process.argv[2] ?? path.join('data', 'sport'), 'football');

function gaps(fixture: Fixture): string[] {
  const { home, away } = fixture.teams;
  const lineup = (id: number) => fixture.lineups?.some((l) => l.team?.id === id);
  return [
    lineup(home.id) ? null : `line-up of ${home.name}`,
    lineup(away.id) ? null : `line-up of ${away.name}`,
    fixture.statistics?.length ? null : 'statistics',
    fixture.predictions ? null : 'prediction',
    fixture.events?.some((e) => e.type === 'Card' && !/red/i.test(e.detail ?? ''))
      ? null
      : 'yellow cards',
  ].filter((gap): gap is string => gap !== null);
}

for (const season of fs.readdirSync(dir).filter((name) => name.startsWith('league-'))) {
  const fixtures = z
    .array(fixtureSchema)
    .parse(JSON.parse(fs.readFileSync(path.join(dir, season, 'fixtures.json'), 'utf8')));
  const counts = new Map<string, number>();
  for (const fixture of fixtures)
    for (const kind of gaps(fixture).map((gap) => gap.replace(/ of .*/, 's')))
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
  console.log(`${season}: ${fixtures.length} matches`);
  for (const [gap, count] of counts) console.log(`  missing ${gap}: ${count}`);
  for (const fixture of fixtures) {
    const missing = gaps(fixture);
    if (missing.length)
      console.log(
        `  ${fixture.fixture.id} ${fixture.teams.home.name}–${fixture.teams.away.name}: ${missing.join(', ')}`,
      );
  }
}

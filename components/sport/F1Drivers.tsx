// The Formula 1 page's drivers tab (versenyzok; SPEC section 2): a card per driver with the number and
// teams; the chosen driver's card (versenyzo) adds nationality, birth, titles and wins.
import { sportText } from '@/lib/i18n/sport.hu';
import type { F1Driver } from '@/lib/schemas/f1';
import { F1CardSection } from './F1CardSection';
import { F1Fact } from './F1Fact';
import type { F1Href } from './f1Href';

export function F1Drivers({
  drivers,
  selected,
  href,
}: {
  drivers: F1Driver[];
  selected: number | null;
  href: F1Href;
}) {
  return (
    <F1CardSection
      id="drivers-heading"
      title={sportText('f1.tab.versenyzok')}
      items={drivers}
      selected={selected}
      hrefOf={(driver) => href({ versenyzo: driver.id ?? null })}
      facts={(driver) => (
        <>
          <F1Fact k="f1.driver.number" value={driver.number} />
          <F1Fact
            k="f1.driver.team"
            value={driver.teams.map((entry) => entry.team.name).join(', ')}
          />
        </>
      )}
      moreFacts={(driver) => (
        <>
          <F1Fact k="f1.driver.nationality" value={driver.nationality} />
          {driver.birthdate ? (
            <li>
              {sportText('f1.driver.born', {
                date: driver.birthdate,
                place: driver.birthplace ?? '',
              })}
            </li>
          ) : null}
          <F1Fact k="f1.driver.titles" value={driver.world_championships} />
          <F1Fact k="f1.driver.wins" value={driver.highest_race_finish.number} />
        </>
      )}
    />
  );
}

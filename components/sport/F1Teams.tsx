// The Formula 1 page's teams tab (csapatok; SPEC section 2): a card per team with its base, director,
// chassis and engine; the chosen team's card (csapat) adds its history, technical manager and tyres.
import { sportText } from '@/lib/i18n/sport.hu';
import type { F1Team } from '@/lib/schemas/f1';
import { F1CardSection } from './F1CardSection';
import { F1Fact } from './F1Fact';
import type { F1Href } from './f1Href';

export function F1Teams({
  teams,
  selected,
  href,
}: {
  teams: F1Team[];
  selected: number | null;
  href: F1Href;
}) {
  return (
    <F1CardSection
      id="teams-heading"
      title={sportText('f1.tab.csapatok')}
      items={teams}
      selected={selected}
      hrefOf={(team) => href({ csapat: team.id ?? null })}
      facts={(team) => (
        <>
          <F1Fact k="f1.team.base" value={team.base} />
          <F1Fact k="f1.team.director" value={team.director} />
          <F1Fact k="f1.team.chassis" value={team.chassis} />
          <F1Fact k="f1.team.engine" value={team.engine} />
        </>
      )}
      moreFacts={(team) => (
        <>
          <F1Fact k="f1.team.firstEntry" value={team.first_team_entry} />
          <F1Fact k="f1.team.titles" value={team.world_championships} />
          <F1Fact k="f1.team.wins" value={team.highest_race_finish.number} />
          <F1Fact k="f1.team.technical" value={team.technical_manager} />
          <F1Fact k="f1.team.tyres" value={team.tyres} />
        </>
      )}
    />
  );
}

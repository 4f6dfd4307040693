// An election tab of a supplement (issue 31; SPEC section 2): Részvétel, Választókerületek, Országos
// listák (Pártok / Nemzetiségek), Kisokos, Adatok / Térkép and its data pages, Pártlisták, EP-frakciók,
// Mandátumok and the Tippjáték teaser, drawn from the election as counted; a running count is followed
// through the one polling hook and the tab redraws as it moves.
import Link from 'next/link';
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { countyName } from '@/lib/elections/maps/huCounties';
import { PredictionLeaderboard } from '@/components/predictions/PredictionLeaderboard';
import { PredictionState } from '@/components/predictions/PredictionState';
import { paths } from '@/lib/routing/paths';
import { seatTotals, turnoutByCounty } from '@/lib/rules/elections';
import type { Election } from '@/lib/schemas/elections';
import { electionCut } from '@/lib/view/electionCuts';
import { electionFormats, partiesOf } from '@/lib/view/electionView';
import type { SupplementElection } from '@/lib/view/supplementElection';
import { CountLine, hasIllustrative, SourceNote } from './CountLine';
import { ConstituenciesTab } from './ConstituenciesTab';
import { ElectionDataPage } from './ElectionDataPage';
import { ElectionMapTab } from './ElectionMapTab';
import { FigureTable, ShareBar, Swatch } from './FigureTable';
import { ResultTable } from './ResultTable';
import { SeatTable } from './SeatTable';
import { useCountedElection } from './useCountedElection';
import * as styles from './elections.css';

export function ElectionTab({ data }: { data: SupplementElection }) {
  const election = useCountedElection(
    data.election,
    electionCut(data.tab, data.settings, data.area),
  );
  switch (data.tab) {
    case 'turnout':
      return <TurnoutTab election={election} />;
    case 'constituencies':
      return <ConstituenciesTab data={data} election={election} />;
    case 'lists':
      return <ListsTab data={data} election={election} />;
    case 'guide':
      return <GuideTab election={election} />;
    case 'map':
      return <ElectionMapTab data={data} election={election} />;
    case 'data':
      return <ElectionDataPage data={data} election={election} />;
    case 'partyLists':
      return <PartyListsTab election={election} />;
    case 'groups':
      return <GroupsTab election={election} />;
    case 'seats':
      return <SeatsTab data={data} election={election} />;
    case 'prediction':
      return <PredictionTab data={data} />;
  }
}

function TurnoutTab({ election }: { election: Election }) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const { turnout } = election;
  const percent = turnout.registered > 0 ? (turnout.voted / turnout.registered) * 100 : 0;
  const byCounty = election.races[0] ? turnoutByCounty(election.races[0]) : [];
  return (
    <>
      <section className={styles.section} aria-labelledby="turnout-final">
        <p id="turnout-final" className={styles.big}>
          {formats.percent(percent)}
        </p>
        <p>
          {t('election.turnout.final', {
            percent: formats.percent(percent),
            voted: formats.number(turnout.voted),
          })}
        </p>
      </section>
      {turnout.byTime.length ? (
        <section className={styles.section}>
          <FigureTable
            caption={t('election.turnout.byTime')}
            columns={[
              { label: t('election.turnout.time') },
              { label: t('election.turnout.percent'), numeric: true },
            ]}
            rows={turnout.byTime.map((report) => ({
              key: report.time,
              head: (
                <>
                  {report.time}
                  <ShareBar share={report.percent} color="currentColor" />
                </>
              ),
              cells: [formats.percent(report.percent)],
            }))}
          />
        </section>
      ) : null}
      {byCounty.length ? (
        <section className={styles.section}>
          <FigureTable
            caption={t('election.turnout.byCounty')}
            columns={[
              { label: t('election.area') },
              { label: t('election.turnout.registered'), numeric: true },
              { label: t('election.turnout.voted'), numeric: true },
              { label: t('election.turnout.percent'), numeric: true },
            ]}
            rows={[...byCounty]
              .sort((a, b) => b.percent - a.percent)
              .map((row) => ({
                key: row.county,
                head: (
                  <Link href={paths.supplementData(election.id, row.county)}>
                    {countyName(row.county)}
                  </Link>
                ),
                cells: [
                  formats.number(row.registered),
                  formats.number(row.voted),
                  formats.percent(row.percent),
                ],
              }))}
          />
        </section>
      ) : null}
      <SourceNote election={election} illustrative={hasIllustrative(election)} />
    </>
  );
}

function ListsTab({ data, election }: { data: SupplementElection; election: Election }) {
  const t = usePageText();
  const parties = partiesOf(election);
  const nationalities = data.subTab === 'nemzetisegek';
  const race = election.races.find((r) =>
    nationalities ? r.id === 'nemzetisegi' : r.kind === 'list' && r.id !== 'nemzetisegi',
  );
  const seats = seatTotals(election, data.settings.seatRaces);
  const total = seats.reduce((sum, row) => sum + row.seats, 0);
  return (
    <>
      <CountLine election={election} />
      {race?.national ? (
        <section className={styles.section}>
          <ResultTable
            caption={race.title}
            lines={race.national.results}
            valid={race.national.valid}
            parties={parties}
            seatsLabel={t('election.seats')}
            seatsExpected={race.seats !== null}
          />
        </section>
      ) : null}
      {!nationalities && seats.length && election.count.status === 'final' ? (
        <section className={styles.section}>
          <SeatTable
            caption={t('election.parliament', { seats: total })}
            rows={seats}
            election={election}
          />
        </section>
      ) : null}
      <SourceNote election={election} illustrative={race?.provenance === 'illustrative' || false} />
    </>
  );
}

function GuideTab({ election }: { election: Election }) {
  return (
    <div className={styles.guide}>
      {election.guide.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2 className={styles.heading}>{section.title}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

function PartyListsTab({ election }: { election: Election }) {
  const t = usePageText();
  const parties = partiesOf(election);
  return (
    <>
      {election.lists.map((list) => {
        const party = parties.get(list.party);
        const id = `list-${list.party}`;
        return (
          <section key={list.party} className={styles.section} aria-labelledby={id}>
            <h2 id={id} className={styles.heading}>
              <Swatch color={party?.color} />
              {party?.name ?? list.party}
            </h2>
            <ol className={styles.candidates}>
              {list.candidates.map((candidate) => (
                <li
                  key={candidate.position}
                  value={candidate.position}
                  className={candidate.elected ? styles.elected : undefined}
                >
                  {candidate.name}
                  {candidate.elected ? ` – ${t('election.partyLists.elected')}` : null}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}

function GroupsTab({ election }: { election: Election }) {
  const t = usePageText();
  const parties = [...partiesOf(election).values()];
  const total = election.groups.reduce((sum, group) => sum + group.seats, 0);
  return (
    <section className={styles.section}>
      <FigureTable
        caption={t('election.groups.title', { seats: total })}
        columns={[
          { label: t('election.groups.group') },
          { label: t('election.seats'), numeric: true },
          { label: t('election.groups.hungarian') },
        ]}
        rows={[...election.groups]
          .sort((a, b) => b.seats - a.seats)
          .map((group) => ({
            key: group.id,
            head: (
              <>
                <Swatch color={group.color} />
                {group.name} ({group.short})
                <ShareBar share={(group.seats / total) * 100} color={group.color} />
              </>
            ),
            cells: [
              group.seats,
              parties
                .filter((party) => party.group === group.id)
                .map((party) => party.short)
                .join(', '),
            ],
          }))}
      />
    </section>
  );
}

function SeatsTab({ data, election }: { data: SupplementElection; election: Election }) {
  const t = usePageText();
  const parties = partiesOf(election);
  const race = election.races.find((r) => r.id === data.settings.headlineRace);
  return (
    <>
      <CountLine election={election} />
      {race?.national ? (
        <section className={styles.section}>
          <ResultTable
            caption={t('election.seats.title', { seats: race.seats ?? 0 })}
            lines={race.national.results}
            valid={race.national.valid}
            parties={parties}
            seatsLabel={t('election.seats')}
            seatsExpected
          />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="members-elected">
        <h2 id="members-elected" className={styles.heading}>
          {t('election.seats.members')}
        </h2>
        <ul>
          {election.lists.flatMap((list) =>
            list.candidates
              .filter((candidate) => candidate.elected)
              .map((candidate) => (
                <li key={`${list.party}-${candidate.position}`}>
                  <Swatch color={parties.get(list.party)?.color} />
                  {candidate.name} ({parties.get(list.party)?.short ?? list.party})
                </li>
              )),
          )}
        </ul>
      </section>
    </>
  );
}

function PredictionTab({ data }: { data: SupplementElection }) {
  const t = usePageText();
  const game = data.prediction;
  if (!game) return <p>{t('supplement.noData')}</p>;
  return (
    <section className={styles.section} aria-labelledby="prediction-game">
      <h2 id="prediction-game" className={styles.heading}>
        <Link href={game.href}>{game.title}</Link>
      </h2>
      <PredictionState game={game} />
      <p>{game.description}</p>
      {game.total !== null ? (
        <PredictionLeaderboard rows={game.leaders} total={game.total} />
      ) : null}
      <p>
        <Link href={game.href}>{t('election.prediction.more')}</Link>
      </p>
    </section>
  );
}

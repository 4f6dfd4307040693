// The tippjáték (issue 31 item 6; SPEC section 2 route tippjatek): the games' index, a game, or a tip's
// shareable page, as the server built them (lib/pages/predictionPageProps.ts). A tip's page is about
// one reader's tip: it is not indexed.
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { PredictionPageProps } from '@/lib/view/predictionPage';
import { PredictionGamePage } from './PredictionGamePage';
import { PredictionIndex } from './PredictionIndex';
import { PredictionTipPage } from './PredictionTipPage';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

export function PredictionPage({ view }: PredictionPageProps) {
  const t = usePredictionText();
  const title =
    view.kind === 'index'
      ? t('predictions.title')
      : view.kind === 'game'
        ? view.game.title
        : t('predictions.key.title', { game: view.game.title });
  return (
    <div className={styles.page}>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
        {view.kind === 'tip' ? <meta name="robots" content="noindex, nofollow" /> : null}
      </Head>
      {view.kind === 'index' ? <PredictionIndex games={view.games} /> : null}
      {view.kind === 'game' ? <PredictionGamePage view={view} /> : null}
      {view.kind === 'tip' ? <PredictionTipPage game={view.game} tip={view.tip} /> : null}
    </div>
  );
}

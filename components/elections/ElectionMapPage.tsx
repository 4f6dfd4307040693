// The embeddable election map (/valasztasi-terkep/{supplement}/{view?}; issue 31 item 5, SPEC section
// 7): the supplement's map as counted (or the same data as a table), nothing around it. Every area is a
// link to its data page that opens in the whole window, so it works without JavaScript. With it, and
// framed by a page it may talk to (its own site, or FRAME_ANCESTORS), it posts the protocol's messages:
// its height (`iframe-size`), a reader's choice of area (`parent-router`) and of view (`route-push`),
// and takes the page's colour scheme (`themeChanged`). A running count is followed through the polling
// hook.
import Head from 'next/head';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import {
  allowedParentOrigin,
  HIDE_MORE_PARAM,
  parseParentMessage,
  type FrameMessage,
  type FrameView,
} from '@/lib/rules/electionMessages';
import type { Election } from '@/lib/schemas/elections';
import { electionCut } from '@/lib/view/electionCuts';
import type { ElectionMapPageProps } from '@/lib/view/electionMapPage';
import { areaRow, electionFormats, mapAreas, mapEntries, mapLegend } from '@/lib/view/electionView';
import { pageTitle } from '@/lib/rules/pageTitle';
import { edition } from '@/editions/currentEdition';
import { AreaMap } from './AreaMap';
import { AreaTable } from './AreaTable';
import { CountLine } from './CountLine';
import { HeadlineResult } from './ElectionMapTab';
import { useCountedElection } from './useCountedElection';
import { useMapTexts } from './useMapTexts';
import * as styles from './elections.css';

/** The origin of the page framing this one, when there is one (null at the top). */
function framingOrigin(): string | null {
  if (window.parent === window) return null;
  const ancestors = window.location.ancestorOrigins;
  if (ancestors?.length) return ancestors[0]!;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

export function ElectionMapPage(props: ElectionMapPageProps) {
  const t = usePageText();
  return (
    <>
      <Head>
        <title>
          {pageTitle(edition.name, t('election.map.frameTitle', { title: props.title }))}
        </title>
        <meta name="robots" content="noindex" />
      </Head>
      {props.election ? (
        <FrameContent {...props} initial={props.election} />
      ) : (
        <p role="status">{t('supplement.noInformation')}</p>
      )}
    </>
  );
}

function FrameContent({
  supplement,
  title,
  settings,
  initial,
  layout,
  view: initialView,
  hideMore,
  parents,
}: ElectionMapPageProps & { initial: Election }) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const texts = useMapTexts();
  const election = useCountedElection(initial, electionCut('frame', settings));
  const [view, setView] = useState<FrameView>(initialView);
  const [dark, setDark] = useState(false);
  // The page framing the map, if it is one the map may talk to (known once mounted).
  const parentRef = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // Its height, whenever it changes; and the page's colour scheme.
  useEffect(() => {
    const parent = allowedParentOrigin(framingOrigin(), [window.location.origin, ...parents]);
    parentRef.current = parent;
    if (!parent) return;
    const post = (message: FrameMessage) => window.parent.postMessage(message, parent);
    // The content's height, not the document's: the document is at least as tall as the frame, so
    // it would never say the frame may shrink (a narrower window draws a lower map).
    const root = rootRef.current!;
    const main = root.closest('main') ?? root;
    const sayHeight = () => {
      const bottom = root.getBoundingClientRect().bottom + window.scrollY;
      const padding = parseFloat(getComputedStyle(main).paddingBottom) || 0;
      post({ type: 'iframe-size', height: Math.ceil(bottom + padding) });
    };
    const observer = new ResizeObserver(sayHeight);
    observer.observe(root);
    // The page may start listening only after the first height was said (the frame hydrated first):
    // it greets the frame then, and the frame says its height again.
    function onMessage(event: MessageEvent) {
      if (event.source !== window.parent || event.origin !== parent) return;
      const message = parseParentMessage(event.data);
      if (!message) return;
      setDark(message.theme === 'dark');
      sayHeight();
    }
    window.addEventListener('message', onMessage);
    return () => {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, [parents]);

  const openArea = (_key: string, href: string, event: MouseEvent) => {
    const parent = parentRef.current;
    if (!parent || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.parent.postMessage({ type: 'parent-router', path: href } satisfies FrameMessage, parent);
  };
  const chooseView = (next: FrameView) => (event: MouseEvent) => {
    const parent = parentRef.current;
    if (!parent) return;
    event.preventDefault();
    setView(next);
    window.history.replaceState(window.history.state, '', viewHref(next));
    window.parent.postMessage({ type: 'route-push', view: next } satisfies FrameMessage, parent);
  };
  const viewHref = (target: FrameView) =>
    `${paths.electionMap(supplement, target === 'terkep' ? undefined : target)}${hideMore ? `?${HIDE_MORE_PARAM}=1` : ''}`;

  const entries = mapEntries(election, settings, formats, texts);
  return (
    <div
      ref={rootRef}
      className={styles.framePage}
      data-theme={dark ? 'dark' : 'light'}
      style={dark ? { background: '#121212', color: '#f2f2f2' } : undefined}
    >
      <h1 className={styles.heading}>{title}</h1>
      <CountLine election={election} />
      <nav aria-label={t('election.map.view')}>
        <ul className={styles.toggle}>
          {(['terkep', 'tablazat'] as const).map((target) => (
            <li key={target}>
              <a
                href={viewHref(target)}
                aria-current={view === target ? 'page' : undefined}
                onClick={chooseView(target)}
              >
                {target === 'terkep' ? t('election.map.map') : t('election.map.table')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'terkep' ? (
        <AreaMap
          layout={layout}
          title={t('election.map.areas')}
          areas={entries}
          legend={mapLegend(election, settings, texts.independent)}
          onSelect={openArea}
          linkTarget="_top"
        />
      ) : (
        <>
          <HeadlineResult election={election} race={settings.headlineRace} />
          <AreaTable
            caption={t('election.map.areas')}
            columns={[
              t('election.area'),
              t('election.leader'),
              t('election.party'),
              t('election.share'),
            ]}
            linkTarget="_top"
            rows={mapAreas(election, settings).map(({ race, area }) =>
              areaRow(election, race, area, formats, texts.independent),
            )}
          />
        </>
      )}
      {hideMore ? null : (
        <p>
          <a href={paths.supplement(supplement, 'adatok')} target="_top">
            {t('election.map.more')}
          </a>
        </p>
      )}
    </div>
  );
}

// The thin bar at the top of the viewport: shown while a browser call that asked for it runs
// (lib/client/progress.ts) and during route changes, each only once it has lasted longer than
// PROGRESS_BAR_DELAY_MS, so fast ones never flash. Nothing is rendered while idle.
import Router from 'next/router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PROGRESS_BAR_DELAY_MS } from '@/lib/constants';
import {
  getProgressSnapshot,
  getServerProgressSnapshot,
  subscribeProgress,
} from '@/lib/client/progress';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import * as styles from './progressBar.css';

/** True once `busy` has held for the delay; false as soon as it stops. */
function useDelayed(busy: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_BAR_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  return busy && shown;
}

function useRouteChanging(): boolean {
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    const start = (_url: string, options?: { shallow?: boolean }) => {
      // Shallow changes only touch the query: no data to wait for.
      if (!options?.shallow) setChanging(true);
    };
    const stop = () => setChanging(false);
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', stop);
    Router.events.on('routeChangeError', stop);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', stop);
      Router.events.off('routeChangeError', stop);
    };
  }, []);
  return changing;
}

export function ProgressBar() {
  const t = useTranslate();
  const calls = useSyncExternalStore(
    subscribeProgress,
    getProgressSnapshot,
    getServerProgressSnapshot,
  );
  const routeChanging = useRouteChanging();
  const shown = useDelayed(calls > 0 || routeChanging);
  if (!shown) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('progress.loading')}>
      <span className={styles.bar} />
    </div>
  );
}

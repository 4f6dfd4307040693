// A tip's share link: its address as plain text in a read-only field (select and copy it, with or
// without a script) and, once the script runs, a button that copies it; the outcome is announced.
import { useState, useSyncExternalStore } from 'react';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

const FIELD_ID = 'tipp-link';
const noSubscription = () => () => {};

export function ShareLink({ url, path }: { url: string; path: string }) {
  const t = usePredictionText();
  // The button exists only where it works: rendered once the script has run (the server and the
  // hydrating render say false, so they agree).
  const canCopy = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  );
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('predictions.share.copied'));
    } catch {
      setStatus(t('predictions.share.copyFailed'));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="tipp-megosztas">
      <h2 id="tipp-megosztas" className={styles.sectionTitle}>
        {t('predictions.share.heading')}
      </h2>
      <div className={styles.share}>
        <label htmlFor={FIELD_ID}>{t('predictions.share.label')}</label>
        <div className={styles.shareRow}>
          <input
            id={FIELD_ID}
            className={`${styles.input} ${styles.shareInput}`}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          {canCopy ? (
            <button type="button" className={styles.secondaryButton} onClick={copy}>
              {t('predictions.share.copy')}
            </button>
          ) : null}
        </div>
        <p>
          <a href={path}>{url}</a>
        </p>
        <p role="status">{status}</p>
      </div>
    </section>
  );
}

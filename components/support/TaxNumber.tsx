// The foundation's name and tax number in a copyable form (/egyszazalek): the number is plain,
// selectable text (one click selects all of it), and with JavaScript a button copies it to the
// clipboard and says so.
import { usePageText } from '@/components/common/usePageText';
import { useState, useSyncExternalStore } from 'react';
import * as styles from './support.css';

type CopyState = 'idle' | 'copied' | 'failed';

const noSubscription = () => () => {};
const clipboardAvailable = () => typeof navigator !== 'undefined' && !!navigator.clipboard;

export function TaxNumber({ name, taxNumber }: { name: string; taxNumber: string }) {
  const t = usePageText();
  // The button only after hydration: without JavaScript it could do nothing.
  const canCopy = useSyncExternalStore(noSubscription, clipboardAvailable, () => false);
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(taxNumber);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="tax-box-heading">
      <h2 id="tax-box-heading">{t('tax.box.heading')}</h2>
      <dl className={styles.definitionList}>
        <dt>{t('tax.box.name')}</dt>
        <dd>{name}</dd>
        <dt>{t('tax.box.number')}</dt>
        <dd>
          <span className={styles.taxNumber} data-testid="tax-number">
            {taxNumber}
          </span>
        </dd>
      </dl>
      <p className={styles.muted}>{t('tax.hint')}</p>
      {canCopy ? (
        <button type="button" className={styles.button} onClick={() => void copy()}>
          {t('tax.copy')}
        </button>
      ) : null}
      <p role="status" className={styles.muted}>
        {state === 'copied' ? t('tax.copied') : state === 'failed' ? t('tax.copyFailed') : ''}
      </p>
    </section>
  );
}

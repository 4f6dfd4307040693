// The banner of preview mode (issue 14): says that non-public content is shown, with a way out.
import { paths } from '@/lib/routing/paths';
import * as styles from './accounts.css';
import { useAccountsText } from './useAccountsText';

export function PreviewBanner({ path }: { path: string }) {
  const t = useAccountsText();
  return (
    <div className={styles.previewBanner} role="region" aria-label={t('preview.banner')}>
      <span>{t('preview.banner')}</span>
      <a className={styles.previewExit} href={paths.previewExit(path)}>
        {t('preview.exit')}
      </a>
    </div>
  );
}

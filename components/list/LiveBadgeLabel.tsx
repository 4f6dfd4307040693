// The live badge of SPEC section 4 for a list item or article.
import { useNow } from '@/lib/hooks/useNow';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { liveBadge } from '@/lib/rules/liveBadge';
import { minutesAgoKey } from '@/lib/rules/relativeDate';
import * as styles from './list.css';

interface Props {
  flags: ReadonlyArray<{ slug: string }>;
  updatedAt: number;
  /** Server render time (unix ms); the browser follows its own clock after hydration. */
  now: number;
}

export function LiveBadgeLabel({ flags, updatedAt, now }: Props) {
  const t = useTranslate();
  const badge = liveBadge({ flags, updatedAt }, useNow(now));
  if (!badge) return null;
  if (badge.kind === 'live') return <span className={styles.badge}>{t('badge.live')}</span>;
  return (
    <span className={styles.badge}>
      {t('badge.refreshed')} {t(minutesAgoKey(badge.minutes), { n: badge.minutes })}
    </span>
  );
}

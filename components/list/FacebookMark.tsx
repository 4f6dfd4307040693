// A small note on an article card when readers interact with the article a lot on Facebook (SPEC
// section 9: from 300 interactions "very popular", from 100 "popular"; below that nothing), so the
// list stays calm and only the notable ones stand out.
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { EngagementLevel } from '@/lib/rules/facebookEngagement';
import * as styles from './facebookMark.css';

const texts = { high: 'facebook.high', medium: 'facebook.medium' } as const;

export function FacebookMark({ level }: { level: EngagementLevel | undefined }) {
  const t = useTranslate();
  if (!level) return null;
  return (
    <span className={`${styles.mark} ${level === 'high' ? styles.high : ''} facebook-engagement`}>
      {t(texts[level])}
    </span>
  );
}

// The label of paid content (SPEC section 5, issue 27 item 5): every teaser and page of an article
// whose partner kind (lib/view/articleFormat.ts partnerKind, carried by the view types) is set shows
// it, in the page's language. Visible text, not only a class, so readers and tools see it alike.
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { PartnerKind } from '@/lib/view/articleFormat';
import * as styles from './partnerLabel.css';

interface Props {
  /** The item's partner kind; nothing is rendered for editorial content. */
  kind: PartnerKind;
  className?: string;
}

export function PartnerLabel({ kind, className }: Props) {
  const t = useTranslate();
  if (!kind) return null;
  return (
    <span className={className ? `${styles.label} ${className}` : styles.label} data-partner={kind}>
      {t('article.partner')}
    </span>
  );
}

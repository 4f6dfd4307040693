// One article on a sub-brand cover: the leader (large, with its lead), a card (image, title, time) or a
// compact line (title and time). Partner articles carry the partner label (SPEC section 5) and link to
// their click-through address (ctUrl).
import { useArticleLang } from '@/lib/i18n/LocaleContext';
import { coverTitle, listLead } from '@/lib/rules/truncate';
import type { CardItem } from '@/lib/view/cardItem';
import { PartnerLabel } from '../common/PartnerLabel';
import { RelativeTime } from '../common/RelativeTime';
import { TeaserLink } from '../common/TeaserLink';
import { CardImage } from '../list/CardImage';
import { LiveBadgeLabel } from '../list/LiveBadgeLabel';
import * as styles from './brand.css';

interface Props {
  item: CardItem;
  renderedAt: number;
  /** leader: the cover's top story; wide: a single story across a wide column (image beside it). */
  variant?: 'leader' | 'wide' | 'card' | 'compact';
  /** An editorial label above the title ('Ajánló'); partner content has its own label besides. */
  kicker?: string;
  level?: 2 | 3;
}

/** SPEC section 5 cover limits: large stories' titles are cut at 90 characters, cards at 80, lines at 70. */
const TITLE_LIMITS = { leader: 90, wide: 90, card: 80, compact: 70 } as const;

export function BrandCard({ item, renderedAt, variant = 'card', kicker, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const title = coverTitle(item.title, TITLE_LIMITS[variant]);
  const tooltip = title === item.title ? undefined : item.title;
  const lang = useArticleLang(item.english);
  const link = (
    <TeaserLink item={item} className={styles.titleLink} title={tooltip}>
      {title}
    </TeaserLink>
  );
  const text = (
    <div className={styles.card}>
      {kicker ? <span className={styles.kicker}>{kicker}</span> : null}
      <PartnerLabel kind={item.partner} />
      <Heading className={variant === 'leader' ? styles.leadTitle : styles.cardTitle}>
        {link}
      </Heading>
      {variant === 'leader' || variant === 'wide' ? (
        <p className={styles.lead} lang={lang}>
          {listLead(item.lead)}
        </p>
      ) : null}
      <p className={styles.meta}>
        <LiveBadgeLabel flags={item.flags} updatedAt={item.updatedAt} now={renderedAt} />{' '}
        <RelativeTime unixSeconds={item.pubDate} renderedAt={renderedAt} />
        {item.articleAuthors.length
          ? ` · ${item.articleAuthors.map((author) => author.name).join(', ')}`
          : null}
      </p>
    </div>
  );
  if (variant === 'compact') return <article>{text}</article>;
  return (
    <article className={variant === 'card' ? styles.card : styles.leadCard}>
      <CardImage item={item} className={styles.image} />
      {text}
    </article>
  );
}

// One article in a list: image, title (linking to the article, or to the partner for partner items),
// live badge, relative date and lead.
import Link from 'next/link';
import { listLead, listTitle } from '@/lib/rules/truncate';
import type { CardItem } from '@/lib/view/cardItem';
import { RelativeTime } from '../common/RelativeTime';
import { CardImage } from './CardImage';
import * as styles from './list.css';
import { LiveBadgeLabel } from './LiveBadgeLabel';

export function ArticleCard({ item, renderedAt }: { item: CardItem; renderedAt: number }) {
  const href = item.ctUrl ?? item.url;
  const Title = item.ctUrl ? 'a' : Link;
  // SPEC section 5: titles cut at 100 characters (full title as tooltip), leads at 200.
  const title = listTitle(item.title);
  return (
    <article className={styles.card}>
      <CardImage item={item} className={styles.cardImage} />
      <div>
        <h2 className={styles.cardTitle}>
          <Title
            className={styles.cardLink}
            href={href}
            title={title.tooltip}
            {...(item.ctUrl ? { rel: 'sponsored noopener' } : {})}
          >
            {title.text}
          </Title>
        </h2>
        <p className={styles.meta}>
          <LiveBadgeLabel flags={item.flags} updatedAt={item.updatedAt} now={renderedAt} />
          <RelativeTime unixSeconds={item.pubDate} renderedAt={renderedAt} />
          {item.articleAuthors.length ? (
            <span>{item.articleAuthors.map((a) => a.name).join(', ')}</span>
          ) : null}
        </p>
        <p className={styles.lead}>{listLead(item.lead)}</p>
      </div>
    </article>
  );
}

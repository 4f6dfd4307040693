// A compact front page teaser: optional image, title cut to the block's limit (SPEC section 5 cover
// limits 60/70/80/90), live badge and time.
import Link from 'next/link';
import type { CoverTitleLimit } from '@/lib/rules/truncate';
import { coverTitle } from '@/lib/rules/truncate';
import { RelativeTime } from '../common/RelativeTime';
import { CardImage } from '../list/CardImage';
import { LiveBadgeLabel } from '../list/LiveBadgeLabel';
import type { TeaserItem } from '@/lib/view/teaserItem';
import * as styles from './front.css';

interface Props {
  item: TeaserItem;
  limit: CoverTitleLimit;
  renderedAt: number;
  image?: boolean;
  level?: 2 | 3;
}

export function Teaser({ item, limit, renderedAt, image = true, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const title = coverTitle(item.title, limit);
  const href = item.ctUrl ?? item.url;
  return (
    <article>
      {image ? <CardImage item={item} className={styles.coverImage} /> : null}
      <Heading className={styles.teaserTitle}>
        {item.ctUrl ? (
          <a
            className={styles.plainLink}
            href={href}
            rel="sponsored noopener"
            title={title === item.title ? undefined : item.title}
          >
            {title}
          </a>
        ) : (
          <Link
            className={styles.plainLink}
            href={href}
            title={title === item.title ? undefined : item.title}
          >
            {title}
          </Link>
        )}
      </Heading>
      <p className={styles.small}>
        <LiveBadgeLabel flags={item.flags} updatedAt={item.updatedAt} now={renderedAt} />{' '}
        <RelativeTime unixSeconds={item.pubDate} renderedAt={renderedAt} />
      </p>
    </article>
  );
}

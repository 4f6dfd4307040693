// A compact front page teaser: optional image, the partner label of paid content (SPEC section 5),
// title cut to the block's limit (SPEC section 5 cover limits 60/70/80/90), live badge and time; a
// live blog's teaser lists its latest posts under it (SPEC section 9).
import type { CoverTitleLimit } from '@/lib/rules/truncate';
import { coverTitle } from '@/lib/rules/truncate';
import { LiveTeaserPosts } from '../common/LiveTeaserPosts';
import { PartnerLabel } from '../common/PartnerLabel';
import { RelativeTime } from '../common/RelativeTime';
import { TeaserLink } from '../common/TeaserLink';
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
  return (
    <article>
      {image ? <CardImage item={item} className={styles.coverImage} /> : null}
      <PartnerLabel kind={item.partner} />
      <Heading className={styles.teaserTitle}>
        <TeaserLink
          item={item}
          className={styles.plainLink}
          title={title === item.title ? undefined : item.title}
        >
          {title}
        </TeaserLink>
      </Heading>
      <p className={styles.small}>
        <LiveBadgeLabel flags={item.flags} updatedAt={item.updatedAt} now={renderedAt} />{' '}
        <RelativeTime unixSeconds={item.pubDate} renderedAt={renderedAt} />
      </p>
      <LiveTeaserPosts item={item} renderedAt={renderedAt} />
    </article>
  );
}

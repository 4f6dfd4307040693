// One article in a list: image, section, the partner label of paid content (SPEC section 5), title
// (linking to the article, or to the partner for partner items), live badge, relative date, authors
// and lead; a live blog's card lists its latest posts under it (SPEC section 9). Besides the hashed style classes the card
// carries the stable hook classes of the public markup contract (README "Public contracts": tools
// that read news sites select `div.list__item`, `a.list__item__title`, `a.img_tag`,
// `.list__item__lead`, `div.article_date`; highlight items `list__highlight__item…`).
import Link from 'next/link';
import { useArticleLang } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import { listLead, listTitle } from '@/lib/rules/truncate';
import type { CardItem } from '@/lib/view/cardItem';
import { LiveTeaserPosts } from '../common/LiveTeaserPosts';
import { PartnerLabel } from '../common/PartnerLabel';
import { RelativeTime } from '../common/RelativeTime';
import { TeaserLink } from '../common/TeaserLink';
import { CardImage } from './CardImage';
import { FacebookMark } from './FacebookMark';
import * as styles from './list.css';
import { LiveBadgeLabel } from './LiveBadgeLabel';

/** The hook classes of an ordinary list item and of a highlighted one. */
const hooks = {
  item: {
    root: 'list__item list__item--article',
    titleClass: 'list__item__title',
    lead: 'list__item__lead',
  },
  highlight: {
    root: 'list__highlight__item',
    titleClass: 'list__highlight__item__title',
    lead: 'list__highlight__item__lead',
  },
} as const;

interface Props {
  item: CardItem;
  renderedAt: number;
  variant?: keyof typeof hooks;
  /** The card holds the list's first image: it loads at once (components/list/CardImage.tsx). */
  priority?: boolean;
}

export function ArticleCard({ item, renderedAt, variant = 'item', priority = false }: Props) {
  const hook = hooks[variant];
  // SPEC section 5: titles cut at 100 characters (full title as tooltip), leads at 200.
  const title = listTitle(item.title);
  const lang = useArticleLang(item.english);
  return (
    <div className={`${styles.card} ${hook.root}`}>
      <CardImage item={item} className={styles.cardImage} priority={priority} />
      <div>
        <Link
          className={`${styles.cardSection} img_tag`}
          href={paths.section(item.mainSuperTag.slug)}
        >
          {item.mainSuperTag.name}
        </Link>{' '}
        <PartnerLabel kind={item.partner} />
        <h2 className={styles.cardTitle}>
          <TeaserLink
            item={item}
            className={`${styles.cardLink} ${hook.titleClass}`}
            title={title.tooltip}
          >
            {title.text}
          </TeaserLink>
        </h2>
        <div className={styles.meta}>
          <LiveBadgeLabel flags={item.flags} updatedAt={item.updatedAt} now={renderedAt} />
          <div className="article_date">
            <RelativeTime unixSeconds={item.pubDate} renderedAt={renderedAt} />
          </div>
          {item.articleAuthors.length ? (
            <span>{item.articleAuthors.map((a) => a.name).join(', ')}</span>
          ) : null}
          <FacebookMark level={item.facebookLevel} />
        </div>
        <p className={`${styles.lead} ${hook.lead}`} lang={lang}>
          {listLead(item.lead)}
        </p>
        <LiveTeaserPosts item={item} renderedAt={renderedAt} />
      </div>
    </div>
  );
}

// The title link of an article teaser: to the article, or for a partner item with a click-through
// address (SPEC section 3 ctUrl) straight to the partner, marked rel="sponsored" (and noopener: it
// leaves the site), as search engines ask of paid links. A teaser of an article in the other language
// than the page's (an English one on a Hungarian page or the other way) carries that language's `lang`
// (issue 27 item 4).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useArticleLang } from '@/lib/i18n/LocaleContext';

interface Props {
  item: { url: string; ctUrl?: string | null; english?: boolean };
  className?: string;
  /** The full title when the shown one is cut. */
  title?: string;
  children: ReactNode;
}

export function TeaserLink({ item, className, title, children }: Props) {
  const lang = useArticleLang(item.english);
  if (item.ctUrl) {
    return (
      <a className={className} href={item.ctUrl} rel="sponsored noopener" title={title} lang={lang}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={item.url} title={title} lang={lang}>
      {children}
    </Link>
  );
}

// The title link of an article teaser: to the article, or for a partner item with a click-through
// address (SPEC section 3 ctUrl) straight to the partner, marked rel="sponsored" (and noopener: it
// leaves the site), as search engines ask of paid links.
import Link from 'next/link';
import type { ReactNode } from 'react';

interface Props {
  item: { url: string; ctUrl?: string | null };
  className?: string;
  /** The full title when the shown one is cut. */
  title?: string;
  children: ReactNode;
}

export function TeaserLink({ item, className, title, children }: Props) {
  if (item.ctUrl) {
    return (
      <a className={className} href={item.ctUrl} rel="sponsored noopener" title={title}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={item.url} title={title}>
      {children}
    </Link>
  );
}

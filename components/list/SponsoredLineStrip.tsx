// The sponsor strip of a list page (SPEC section 5 "Sponsored line choice"): the line's description,
// linking to the sponsor when it has a click-through link. The list pages and the after cover show it.
import type { SponsoredLineView } from '@/lib/view/listPage';
import * as styles from './list.css';

export function SponsoredLineStrip({ line }: { line: SponsoredLineView | null }) {
  if (!line) return null;
  return (
    <p className={`${styles.sponsored} ${line.cssClass}`}>
      {line.ctLink ? (
        <a href={line.ctLink} rel="sponsored noopener">
          {line.description}
        </a>
      ) : (
        line.description
      )}
    </p>
  );
}

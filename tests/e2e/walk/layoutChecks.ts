// Layout checks of issue 27 (item 2), measured in the browser on the page as drawn: no horizontal
// scrolling of the page; no two pieces of text drawn over each other; no text cut off by its box (an
// ellipsis or a line clamp is a choice, not a cut); the header's bar on one row; tap targets of at
// least 24 x 24 px on phones (WCAG 2.2, 2.5.8, with its spacing and inline exceptions). Returns what a
// reader would see, one line a defect, naming the elements.
import type { Page } from '@playwright/test';

/** The smallest target WCAG 2.2 (2.5.8, AA) allows. */
export const MIN_TARGET_PX = 24;
/** Overlaps smaller than this (anti-aliasing, a descender into the next line) are not defects. */
const OVERLAP_TOLERANCE_PX = 3;

export interface LayoutOptions {
  /** Check tap targets (phone widths). */
  targets: boolean;
}

export async function layoutProblems(page: Page, options: LayoutOptions): Promise<string[]> {
  return page.evaluate(
    ({ targets, minTarget, tolerance }) => {
      const problems: string[] = [];
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const cls =
          typeof element.className === 'string' && element.className
            ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
            : '';
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.tagName.toLowerCase()}${id}${cls}> "${text}"`;
      };
      const visible = (element: Element) => {
        // The content of a closed <details> (the menu drawer) is not drawn; its summary is.
        const closed = element.closest('details:not([open])');
        if (closed && !element.closest('summary')) return false;
        const style = getComputedStyle(element);
        return (
          style.visibility !== 'hidden' &&
          style.display !== 'none' &&
          Number(style.opacity) > 0.05 &&
          element.getClientRects().length > 0
        );
      };
      /** Visually hidden text for screen readers (1 px, clipped) is not drawn. */
      const screenReaderOnly = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const rect = node.getBoundingClientRect();
          const style = getComputedStyle(node);
          if (rect.width <= 1 || rect.height <= 1) return true;
          if (style.clip !== 'auto' && style.position === 'absolute') return true;
          if (style.clipPath.startsWith('inset(50%')) return true;
        }
        return false;
      };

      // 1. The page itself never scrolls sideways.
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) {
        const wide = [...document.body.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
          .filter((element) => visible(element))
          .filter((element) => {
            // Only the outermost too-wide element (its children go with it), outside scroll boxes.
            const parent = element.parentElement;
            return !parent || parent.getBoundingClientRect().right <= root.clientWidth + 1;
          })
          .slice(0, 3)
          .map(describe);
        // Nothing drawn past the edge (a grid too wide for its track): follow the elements whose
        // hiding brings the page back to its width, down to the deepest one.
        if (wide.length === 0) {
          let parent: Element = document.body;
          for (let depth = 0; depth < 20; depth++) {
            const culprit = [...parent.children].find((child) => {
              const element = child as HTMLElement;
              const display = element.style.display;
              element.style.display = 'none';
              const fits = root.scrollWidth <= root.clientWidth + 1;
              element.style.display = display;
              return fits;
            });
            if (!culprit) break;
            parent = culprit;
          }
          if (parent !== document.body) wide.push(describe(parent));
        }
        problems.push(
          `page scrolls sideways (${root.scrollWidth} px wide in ${root.clientWidth}): ${wide.join(', ')}`,
        );
      }

      // The box that clips or scrolls a text (its own box too: a line clamp hides the lines below):
      // text outside it is not drawn there.
      const clipBox = (element: Element): DOMRect | null => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            return node.getBoundingClientRect();
          }
        }
        return null;
      };

      const intersection = (rect: DOMRect, clip: DOMRect) => {
        const left = Math.max(rect.left, clip.left);
        const top = Math.max(rect.top, clip.top);
        return new DOMRect(
          left,
          top,
          Math.min(rect.right, clip.right) - left,
          Math.min(rect.bottom, clip.bottom) - top,
        );
      };
      /** A layer that stays with the window (the sticky header, the pip box): drawn only inside it. */
      const inWindowLayer = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return true;
        }
        return false;
      };
      /** Whether, at a point, an opaque box lies between the upper and the lower of two texts. */
      const opaque = (element: Element) => {
        const style = getComputedStyle(element);
        if (style.backgroundImage !== 'none') return true;
        const alpha = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(/[\s,/]+/)[3];
        return (
          style.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) > 0.9)
        );
      };
      const coveredAt = (x: number, y: number, first: Element, second: Element) => {
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
          // Off the window: a window layer (a header slid away upwards) is not drawn there.
          return inWindowLayer(first) || inWindowLayer(second);
        }
        const stack = document.elementsFromPoint(x, y);
        const depth = (owner: Element) => stack.findIndex((element) => owner.contains(element));
        const [one, two] = [depth(first), depth(second)];
        if (one < 0 || two < 0) return false;
        const lower = Math.max(one, two);
        const lowerOwner = one > two ? first : second;
        return stack
          .slice(Math.min(one, two), lower)
          .some((element) => !element.contains(lowerOwner) && opaque(element));
      };

      // 2. Text drawn over other text: one rectangle per line of every text node.
      const pieces: Array<{ rect: DOMRect; owner: Element }> = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || !(node.textContent ?? '').trim()) continue;
        if (owner.closest('script, style, noscript, template, [aria-hidden="true"] svg')) continue;
        if (!visible(owner) || screenReaderOnly(owner)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const clip = clipBox(owner);
        for (const rect of range.getClientRects()) {
          if (rect.width < 1 || rect.height < 1) continue;
          if (
            clip &&
            (rect.right <= clip.left ||
              rect.left >= clip.right ||
              rect.bottom <= clip.top ||
              rect.top >= clip.bottom)
          ) {
            continue;
          }
          // What overflows the clip box is not drawn (an ellipsis cuts a title short).
          pieces.push({ rect: clip ? intersection(rect, clip) : rect, owner });
        }
      }
      const reported = new Set<string>();
      for (let i = 0; i < pieces.length; i++) {
        const a = pieces[i]!;
        for (let j = i + 1; j < pieces.length; j++) {
          const b = pieces[j]!;
          if (a.owner === b.owner) continue;
          const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (width <= tolerance || height <= tolerance) continue;
          // A line's box is taller than its letters: overlapping line boxes of one paragraph's
          // inline children (a link inside a sentence) are one line, not two texts on each other.
          if (
            Math.abs(a.rect.top - b.rect.top) < 1 &&
            Math.abs(a.rect.bottom - b.rect.bottom) < 1
          ) {
            if (
              a.rect.right <= b.rect.left + tolerance ||
              b.rect.right <= a.rect.left + tolerance
            ) {
              continue;
            }
          }
          // A layer drawn over the page (the sticky header, the pip box, a menu's panel) hides what
          // lies under its background: only text seen through it is text over text.
          const x = Math.max(a.rect.left, b.rect.left) + width / 2;
          const y = Math.max(a.rect.top, b.rect.top) + height / 2;
          if (coveredAt(x, y, a.owner, b.owner)) continue;
          const key = `${describe(a.owner)} / ${describe(b.owner)}`;
          if (reported.has(key)) continue;
          reported.add(key);
          problems.push(`text over text: ${key}`);
          if (reported.size >= 5) break;
        }
        if (reported.size >= 5) break;
      }

      // 3. Text cut off by its own box.
      for (const element of document.body.querySelectorAll('*')) {
        if (!visible(element) || screenReaderOnly(element)) continue;
        const hasText = [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim(),
        );
        if (!hasText) continue;
        const style = getComputedStyle(element);
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        const chosen =
          style.textOverflow === 'ellipsis' ||
          style.webkitLineClamp !== 'none' ||
          (style as CSSStyleDeclaration & { lineClamp?: string }).lineClamp
            ?.toString()
            .match(/^\d/);
        if (chosen) continue;
        if (
          (clipsX && element.scrollWidth > element.clientWidth + 1) ||
          (clipsY && element.scrollHeight > element.clientHeight + 1)
        ) {
          problems.push(`text cut off: ${describe(element)}`);
        }
      }

      // 4. The header's bar is one row at every width: a button pushed to a second row (the account
      // button did at 390 px) makes the header tall and the menu button hard to find.
      const bar = document.querySelector('header > div:first-child');
      // (Its closed menus are <details>, drawn though closed: measured by their boxes.)
      const items = bar
        ? [...bar.children].filter((child) => child.getBoundingClientRect().width > 0)
        : [];
      const first = items[0]?.getBoundingClientRect();
      for (const item of items.slice(1)) {
        if (first && item.getBoundingClientRect().top >= first.bottom) {
          problems.push(`header wraps to a second row: ${describe(item)}`);
        }
      }

      // 5. Tap targets on phones (WCAG 2.5.8): at least 24 x 24, or spaced so that a 24 px circle
      // on each does not touch another target, or a link inside a sentence.
      if (targets) {
        const selector =
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]';
        const all = [...document.querySelectorAll(selector)].filter(
          (element) => visible(element) && !screenReaderOnly(element),
        );
        // A radio button or checkbox is tapped through its label too: its target is the larger box.
        const targetRect = (element: Element): DOMRect => {
          const own = element.getBoundingClientRect();
          const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
          const label = labels
            .map((node) => node.getBoundingClientRect())
            .find((rect) => rect.width * rect.height > own.width * own.height);
          return label ?? own;
        };
        const boxes = all.map((element) => ({ element, rect: targetRect(element) }));
        const inSentence = (element: Element) => {
          if (getComputedStyle(element).display !== 'inline') return false;
          const block = element.parentElement;
          if (!block) return false;
          const own = (element.textContent ?? '').trim().length;
          const around = (block.textContent ?? '').trim().length;
          return around > own + 10;
        };
        let small = 0;
        for (const { element, rect } of boxes) {
          if (rect.width >= minTarget && rect.height >= minTarget) continue;
          if (inSentence(element)) continue;
          const cx = rect.left + rect.width / 2;
          const cy = rect.top + rect.height / 2;
          const r = minTarget / 2;
          const crowded = boxes.some(({ element: other, rect: o }) => {
            if (other === element || other.contains(element) || element.contains(other)) {
              return false;
            }
            // The distance from this target's centre to the other's box, and between centres.
            const dx = Math.max(o.left - cx, 0, cx - o.right);
            const dy = Math.max(o.top - cy, 0, cy - o.bottom);
            const otherSmall = o.width < minTarget || o.height < minTarget;
            const ocx = o.left + o.width / 2;
            const ocy = o.top + o.height / 2;
            return Math.hypot(dx, dy) < r || (otherSmall && Math.hypot(ocx - cx, ocy - cy) < 2 * r);
          });
          if (!crowded) continue;
          small++;
          if (small <= 5) {
            problems.push(
              `tap target ${Math.round(rect.width)}x${Math.round(rect.height)} px: ${describe(element)}`,
            );
          }
        }
        if (small > 5) problems.push(`... and ${small - 5} more small tap targets`);
      }
      return problems;
    },
    { targets: options.targets, minTarget: MIN_TARGET_PX, tolerance: OVERLAP_TOLERANCE_PX },
  );
}

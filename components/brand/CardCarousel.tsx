// The after cover's card carousel: a horizontally scrolling list that is a carousel only in its looks.
// Without JavaScript it is a list that scrolls (and the track takes focus, so arrow keys scroll it);
// with JavaScript it gets previous/next buttons that move by one card and stop at the ends. Every
// card stays in the reading order and reachable by Tab, so nothing is hidden from a screen reader.
import { usePageText } from '@/components/common/usePageText';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { CardItem } from '@/lib/view/cardItem';
import { BrandCard } from './BrandCard';
import * as styles from './brand.css';

const noSubscription = () => () => undefined;
const EDGE_TOLERANCE_PX = 4;

export function CardCarousel({
  items,
  renderedAt,
}: {
  items: readonly CardItem[];
  renderedAt: number;
}) {
  const t = usePageText();
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= EDGE_TOLERANCE_PX,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - EDGE_TOLERANCE_PX,
    });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.firstElementChild as HTMLElement | null;
    if (!el || !slide) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({
      left: direction * (slide.offsetWidth + gap),
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.carousel}>
      <ul
        id={id}
        ref={track}
        className={styles.carouselTrack}
        aria-label={t('brand.after.carousel')}
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            className={styles.carouselSlide}
            aria-label={t('brand.after.slide', { n: index + 1, total: items.length })}
          >
            <BrandCard item={item} renderedAt={renderedAt} />
          </li>
        ))}
      </ul>
      {mounted ? (
        <div className={styles.carouselControls}>
          <button
            type="button"
            className={styles.button}
            aria-controls={id}
            disabled={edges.start}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">←</span> {t('brand.after.previous')}
          </button>
          <button
            type="button"
            className={styles.button}
            aria-controls={id}
            disabled={edges.end}
            onClick={() => move(1)}
          >
            {t('brand.after.next')} <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

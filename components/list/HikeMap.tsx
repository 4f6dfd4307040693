// The map of hikes on /rovat/szepkilatas (SPEC section 2): Hungary's outline with a marker per hike,
// each marker a link to its article, and the same hikes as a list for keyboard and screen readers.
// A sponsored hike says so (SPEC section 5): the label in the list and in the marker's name.
import Link from 'next/link';
import { HUNGARY_OUTLINE, MAP_HEIGHT, MAP_WIDTH, projectToMap } from '@/lib/rules/mapProjection';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { Hike } from '@/lib/view/hike';
import { PartnerLabel } from '../common/PartnerLabel';
import * as styles from './list.css';

export function HikeMap({ hikes }: { hikes: Hike[] }) {
  const t = useTranslate();
  const outline = HUNGARY_OUTLINE.map(([lng, lat]) => projectToMap(lat, lng))
    .filter((point) => point !== null)
    .map((point) => `${point.x},${point.y}`)
    .join(' ');
  return (
    <section className={styles.map} aria-labelledby="hike-map-title">
      <h2 id="hike-map-title">{t('list.hikeMap')}</h2>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={t('list.hikeMapImage', { n: hikes.length })}
      >
        <polygon points={outline} className={styles.mapLand} />
        {hikes.map((hike) => {
          const point = projectToMap(hike.geo.lat, hike.geo.lng);
          if (!point) return null;
          return (
            <a
              key={hike.url}
              href={hike.url}
              aria-label={[hike.partner ? t('article.partner') : null, hike.geo.name, hike.title]
                .filter(Boolean)
                .join(': ')}
            >
              <circle cx={point.x} cy={point.y} r={22} className={styles.mapMarkerTarget} />
              <circle cx={point.x} cy={point.y} r={9} className={styles.mapMarker} />
            </a>
          );
        })}
      </svg>
      <ul className={styles.mapList}>
        {hikes.map((hike) => (
          <li key={hike.url}>
            <PartnerLabel kind={hike.partner} /> <Link href={hike.url}>{hike.geo.name}</Link> –{' '}
            {hike.title}
          </li>
        ))}
      </ul>
    </section>
  );
}

// An election map (issue 31): the areas of a layout (lib/elections/maps/) drawn as SVG on the server,
// each area with data a link to its page, filled with its winner's colour. One named group of links
// for assistive technology: every link has the area's label as its name (and as its tooltip), the
// tiles beside small areas are extra targets for pointers only, and labels and outlines are
// decoration. The drawing takes its container's width and the viewBox's aspect ratio, so it never
// scrolls sideways and never shifts the page; the legend below is page text. AreaTable.tsx holds the
// same data as a table.
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { usePageText } from '@/components/common/usePageText';
import { textOn, viewBoxSize, type MapLayout } from '@/lib/elections/maps/mapLayout';
import { NO_DATA_FILL } from '@/lib/view/electionView';
import * as styles from './areaMap.css';

export interface MapArea {
  href: string;
  /** #rrggbb. */
  fill: string;
  /** The link's accessible name and tooltip: 'Texas: Donald Trump nyert, 56,1%'. */
  label: string;
}

interface Props {
  layout: MapLayout;
  /** By shape key; a shape without an entry is drawn grey and is no link. */
  areas: Record<string, MapArea>;
  title: string;
  legend: Array<{ color: string; label: string }>;
  /** Called on a click on an area (the caller may preventDefault and navigate itself). */
  onSelect?: (key: string, href: string, event: MouseEvent) => void;
  /** '_top' in the embedded map: a link opens the data page in the whole window. */
  linkTarget?: '_top';
}

export function AreaMap({ layout, areas, title, legend, onSelect, linkTarget }: Props) {
  const t = usePageText();
  const id = useId();
  const { width, height } = viewBoxSize(layout.viewBox);
  const hasNoData = layout.shapes.some((shape) => !Object.hasOwn(areas, shape.key));
  return (
    <figure className={styles.figure}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={layout.viewBox}
        width={width}
        height={height}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="group"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
      >
        <desc id={`${id}-hint`}>{t('elections.map.hint')}</desc>
        {layout.shapes.map((shape, index) => {
          const area = Object.hasOwn(areas, shape.key) ? areas[shape.key] : undefined;
          const fill = area?.fill ?? NO_DATA_FILL;
          const key = `${shape.key}:${index}`;
          if (!area) {
            return (
              <g key={key} aria-hidden="true" data-key={shape.key}>
                <title>{shape.name}</title>
                <path className={styles.shape} d={shape.d} fill={fill} />
              </g>
            );
          }
          return (
            <a
              key={key}
              className={styles.area}
              href={area.href}
              target={linkTarget}
              aria-label={area.label}
              data-key={shape.key}
              onClick={onSelect && ((event) => onSelect(shape.key, area.href, event))}
              {...(shape.alias ? { tabIndex: -1, 'aria-hidden': true } : {})}
            >
              <title>{area.label}</title>
              <path className={styles.shape} d={shape.d} fill={fill} />
            </a>
          );
        })}
        {/* The tiles' short labels: drawn over the links, but no part of them (a link's name is its
            area's whole label) and no target (a click goes through to the area). */}
        <g aria-hidden="true" pointerEvents="none">
          {layout.shapes.map((shape, index) =>
            shape.label ? (
              <text
                key={`${shape.key}:${index}`}
                data-label-for={shape.key}
                className={styles.label}
                x={shape.label.x}
                y={shape.label.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={layout.labelSize}
                fill={textOn(
                  (Object.hasOwn(areas, shape.key) ? areas[shape.key]?.fill : undefined) ??
                    NO_DATA_FILL,
                )}
              >
                {shape.label.text}
              </text>
            ) : null,
          )}
        </g>
        {layout.groups.length > 0 && (
          <g aria-hidden="true">
            {layout.groups.map((group) => (
              <g key={group.key} data-group={group.key}>
                {group.d && <path className={styles.groupOutline} d={group.d} fill="none" />}
                {group.label && (
                  <text
                    className={styles.groupLabel}
                    x={group.label.x}
                    y={group.label.y}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={layout.labelSize}
                    strokeWidth={layout.labelSize / 5}
                  >
                    {group.label.text}
                  </text>
                )}
              </g>
            ))}
          </g>
        )}
      </svg>
      <ul className={styles.legend} aria-label={t('elections.map.legend')}>
        {legend.map((item) => (
          <li key={`${item.color} ${item.label}`} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
            {item.label}
          </li>
        ))}
        {hasNoData && (
          <li className={styles.legendItem}>
            <span
              className={styles.swatch}
              style={{ background: NO_DATA_FILL }}
              aria-hidden="true"
            />
            {t('elections.map.noData')}
          </li>
        )}
      </ul>
    </figure>
  );
}

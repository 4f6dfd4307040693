// What an election map is drawn from (issue 31, the maps of the election supplements): shapes in the
// units of a viewBox, each with the key an area's data joins on, a path and an optional label, and
// groups drawn around shapes (a county's outline around its constituency tiles). The layouts are
// computed on the server or at build time (huTiles.ts, server/usStates.ts) and reach the browser as
// plain data; this module is client-safe and imports nothing.

/** A point where a label's text is centred, and the text (a state's postal code, a county's tag). */
export interface MapLabel {
  x: number;
  y: number;
  text: string;
}

export interface MapShape {
  /** What the area's data joins on: a FIPS code ('06'), a county ('baranya'), '{county}/{nn}'. */
  key: string;
  /** The area's name in the data's language, for a shape no data names (drawn grey). */
  name: string;
  /** The SVG path, in viewBox units. */
  d: string;
  label: MapLabel | null;
  /**
   * A second target for an area that has another shape (the tile beside a small state): drawn and
   * clickable, but left out of the keyboard order and the accessibility tree, where the area's
   * first shape stands for it.
   */
  alias?: boolean;
}

export interface MapGroup {
  key: string;
  name: string;
  /** An outline around the group's shapes (stroked, not filled), or null. */
  d: string | null;
  label: MapLabel | null;
}

export interface MapLayout {
  /** 'minX minY width height'. */
  viewBox: string;
  /** Label text size in viewBox units (shape and group labels). */
  labelSize: number;
  shapes: MapShape[];
  groups: MapGroup[];
}

/** The viewBox's width and height, for the drawing's intrinsic size and aspect ratio. */
export function viewBoxSize(viewBox: string): { width: number; height: number } {
  const [, , width = 0, height = 0] = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return { width, height };
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The text colour for a label on a fill: black or white, whichever has the higher WCAG contrast
 * ratio against it (ties go to black). `#rgb` is read as `#rrggbb`; anything else as black's fill.
 */
export function textOn(hexColor: string): '#000000' | '#ffffff' {
  let hex = hexColor.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  if (!/^#[0-9a-f]{6}$/.test(hex)) return '#ffffff';
  const l = luminance(hex);
  const onBlack = (l + 0.05) / 0.05;
  const onWhite = 1.05 / (l + 0.05);
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}

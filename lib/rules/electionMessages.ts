// The embedded election map's messages (issue 31 item 5; SPEC section 7: "Embedded election map iframe
// takes a path and hideMore=1 and posts messages (iframe-size, parent-router, route-push,
// themeChanged)"). The frame tells the page its height (`iframe-size`: the page sets the frame's height,
// no inner scroll), where a reader's click should take the page (`parent-router`: a data page of the
// same supplement) and which of its views it shows (`route-push`: the page puts it in its address
// without a reload); the page tells the frame its colour scheme (`themeChanged`). Both sides act only on
// messages from the origin they expect, of exactly these shapes; anything else is ignored.

/** The frame's query parameter saying the framing page shows the links to more itself. */
export const HIDE_MORE_PARAM = 'hideMore';

/** The frame's views below its supplement: the map, or the same data as a table. */
export const FRAME_VIEWS = ['terkep', 'tablazat'] as const;
export type FrameView = (typeof FRAME_VIEWS)[number];

/** The tallest frame a page accepts (px): more is not a map. */
export const MAX_FRAME_HEIGHT = 20_000;

export type FrameMessage =
  | { type: 'iframe-size'; height: number }
  | { type: 'parent-router'; path: string }
  | { type: 'route-push'; view: FrameView };

export type ParentMessage = { type: 'themeChanged'; theme: 'light' | 'dark' };

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** The paths a frame may send the page to: the supplement's data pages (at most two levels). */
export function dataPagePattern(supplement: string): RegExp {
  const slug = supplement.replace(/[^a-z0-9-]/g, '');
  return new RegExp(`^/melleklet/${slug}/adatok(?:/[a-z0-9-]{1,60}){1,2}$`);
}

/** A message from the frame of `supplement`'s map, or null for anything else. */
export function parseFrameMessage(data: unknown, supplement: string): FrameMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'iframe-size':
      return typeof data.height === 'number' &&
        Number.isFinite(data.height) &&
        data.height > 0 &&
        data.height <= MAX_FRAME_HEIGHT
        ? { type: 'iframe-size', height: Math.ceil(data.height) }
        : null;
    case 'parent-router':
      return typeof data.path === 'string' && dataPagePattern(supplement).test(data.path)
        ? { type: 'parent-router', path: data.path }
        : null;
    case 'route-push':
      return FRAME_VIEWS.includes(data.view as FrameView)
        ? { type: 'route-push', view: data.view as FrameView }
        : null;
    default:
      return null;
  }
}

/** A message from the page framing the map, or null for anything else. */
export function parseParentMessage(data: unknown): ParentMessage | null {
  if (!isRecord(data) || data.type !== 'themeChanged') return null;
  return data.theme === 'light' || data.theme === 'dark'
    ? { type: 'themeChanged', theme: data.theme }
    : null;
}

/**
 * Whether a message's origin is the one expected: the frame's configured origin, or (null) the page's
 * own. An opaque origin ('null', a sandboxed or data: frame) is never expected.
 */
export function fromExpectedOrigin(
  origin: string,
  expected: string | null,
  ownOrigin: string,
): boolean {
  if (origin === 'null') return false;
  return origin === (expected ?? ownOrigin);
}

/**
 * The origin of the page framing the map, when it is one the map may talk to (its own site's, or a
 * configured parent's); null otherwise: then the frame posts nothing and its links open the data pages
 * in the whole window.
 */
export function allowedParentOrigin(
  candidate: string | null | undefined,
  allowed: readonly string[],
): string | null {
  return candidate && candidate !== 'null' && allowed.includes(candidate) ? candidate : null;
}

// Which encoding an image variant is sent in (SPEC section 3 "Image addressing" serves one URL per
// size; the format follows the request's Accept header, so the answer varies by Accept). Only a type
// the browser names outright counts: `image/*` and `*/*` promise nothing about AVIF or WebP.

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_FORMAT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<ImageFormat, string>;

/** The media types an Accept header names with a quality above zero (lower case, without parameters). */
export function acceptedTypes(accept: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => /^q\s*=/.test(param));
    const q = quality ? Number(quality.replace(/^q\s*=\s*/, '')) : 1;
    if (type && Number.isFinite(q) && q > 0) accepted.add(type);
  }
  return accepted;
}

/**
 * The best format a browser takes for a photo: AVIF, then WebP, else the format every browser reads
 * (JPEG, or PNG when the picture has transparency JPEG would lose).
 */
export function negotiateImageFormat(
  accept: string | undefined,
  { alpha = false }: { alpha?: boolean } = {},
): ImageFormat {
  const accepted = acceptedTypes(accept);
  if (accepted.has(IMAGE_FORMAT_TYPES.avif)) return 'avif';
  if (accepted.has(IMAGE_FORMAT_TYPES.webp)) return 'webp';
  return alpha ? 'png' : 'jpeg';
}

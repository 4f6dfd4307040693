// Photos live under /uploads/photos/ (the image service makes their variants). Any other image the
// demo content names is a drawing generated as SVG on import, whatever extension the content gives it
// (data/README.md).
export const PHOTOS_PREFIX = '/uploads/photos/';

export function demoImage(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith(PHOTOS_PREFIX) ? path : path.replace(/\.(jpe?g|png|webp|gif)$/i, '.svg');
}

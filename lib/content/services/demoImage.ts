// Demo images are generated as SVG on import whatever extension the content names (data/README.md).
export function demoImage(path: string | null | undefined): string | null {
  return path ? path.replace(/\.(jpe?g|png|webp|gif)$/i, '.svg') : null;
}

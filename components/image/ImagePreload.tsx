// Asks for a page's largest paint (an article's cover, the front page's cover lead) from the <head>,
// with high priority, before the parser reaches the <img>: the browser picks the same srcset
// candidate the image will.
import type { FluidImage } from '@/lib/rules/imageUrl';

export function ImagePreload({ image }: { image: FluidImage | null }) {
  if (!image) return null;
  return (
    <link
      rel="preload"
      as="image"
      href={image.src}
      imageSrcSet={image.srcSet}
      imageSizes={image.sizes}
      fetchPriority="high"
    />
  );
}

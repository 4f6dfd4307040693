import { describe, expect, it } from 'vitest';
import { fluidImage, imageSrcSet, imageUrl, parseSizedImagePath } from '@/lib/rules/imageUrl';
import { IMAGE_SLOTS, SHARE_IMAGE } from '../imageSlots';
import { imageSizeRule } from './servedSizes';

const PHOTO = '/uploads/images/2026/11/photo.jpg';

/** Every URL a page's <img> of this slot names (src and the srcset's candidates). */
function urlsOf(slot: (typeof IMAGE_SLOTS)[keyof typeof IMAGE_SLOTS]): string[] {
  const image =
    'fullWidthBelow' in slot
      ? fluidImage(PHOTO, slot)!
      : {
          src: imageUrl(PHOTO, `${slot.width}:${slot.height}`)!,
          srcSet: imageSrcSet(PHOTO, slot.width, slot.height)!,
        };
  return [image.src, ...image.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!)];
}

describe('SPEC section 3: the image service makes every size a page asks for, and no other', () => {
  it.each(Object.entries(IMAGE_SLOTS))('serves every size of the %s slot', (_, slot) => {
    for (const url of urlsOf(slot)) {
      const { width, height } = parseSizedImagePath(url);
      expect(imageSizeRule(width, height), url).toBe('negotiated');
    }
  });

  it('serves the share picture as a JPEG, at 1200 px wide', () => {
    expect(SHARE_IMAGE.width).toBe(1200);
    expect(imageSizeRule(SHARE_IMAGE.width, SHARE_IMAGE.height)).toBe('share');
  });

  it.each([
    ['the SPEC breakpoints, width alone', 375, undefined, 'negotiated'],
    ['the whole picture', undefined, undefined, 'negotiated'],
    ['a size no slot has', 401, 225, null],
    ['a width off the breakpoints', 377, undefined, null],
  ] as const)('%s', (_, width, height, rule) => {
    expect(imageSizeRule(width, height)).toBe(rule);
  });
});

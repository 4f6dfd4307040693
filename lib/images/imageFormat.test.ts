import { describe, expect, it } from 'vitest';
import { negotiateImageFormat } from './imageFormat';

describe('SPEC section 3 "Image addressing": one URL, the format the browser takes', () => {
  it.each([
    ['Chromium', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    [
      'Safari 15 (WebP, no AVIF)',
      'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
      'webp',
    ],
    ['AVIF refused with q=0', 'image/avif;q=0,image/webp', 'webp'],
    ['upper case and spaces', 'IMAGE/AVIF ; q=0.9, image/*', 'avif'],
    ['only wildcards', 'image/*,*/*;q=0.8', 'jpeg'],
    ['a crawler', '*/*', 'jpeg'],
    ['no header', undefined, 'jpeg'],
    ['nonsense', ';;;,q=x', 'jpeg'],
  ] as const)('%s gets %s', (_, accept, format) => {
    expect(negotiateImageFormat(accept)).toBe(format);
  });

  it('keeps transparency in PNG for a browser without AVIF or WebP', () => {
    expect(negotiateImageFormat('*/*', { alpha: true })).toBe('png');
    expect(negotiateImageFormat('image/webp', { alpha: true })).toBe('webp');
  });
});

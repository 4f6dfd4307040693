import {
  fluidImage,
  fluidImageWidths,
  imageSrcSet,
  imageUrl,
  parseSizedImagePath,
} from './imageUrl';

// SPEC section 3 "Image addressing", section 5 "Image helper".
describe('imageUrl (SPEC §3, §5)', () => {
  it.each([
    ['empty path gives null', '', undefined, '', null],
    ['null path gives null', null, '768', '', null],
    ['no size: original path', '/uploads/a/b.svg', undefined, '', '/uploads/a/b.svg'],
    ['width suffix', '/uploads/a/b.svg', '768', '', '/uploads/a/b_768.svg'],
    ['width:height suffix', '/uploads/a/b.jpg', '768:432', '', '/uploads/a/b_768x432.jpg'],
    [
      'rebased onto assets URL',
      '/uploads/a/b.svg',
      '375',
      'https://assets.example.com/',
      'https://assets.example.com/uploads/a/b_375.svg',
    ],
    [
      'other paths are not rebased',
      '/images/logo.svg',
      undefined,
      'https://assets.example.com',
      '/images/logo.svg',
    ],
    [
      'dots in folders are not extensions',
      '/uploads/v1.2/file',
      '500',
      '',
      '/uploads/v1.2/file_500',
    ],
  ] as const)('%s', (_name, path, size, assets, expected) => {
    expect(imageUrl(path, size, assets)).toBe(expected);
  });

  it('builds srcset candidates at 2x, 3x, 4x and 1.25x', () => {
    expect(imageSrcSet('/uploads/x.svg', 400, 225)).toBe(
      '/uploads/x_800x450.svg 2x, /uploads/x_1200x675.svg 3x, /uploads/x_1600x900.svg 4x, /uploads/x_500x281.svg 1.25x',
    );
    expect(imageSrcSet(undefined, 400)).toBeNull();
  });

  it.each([
    ['/uploads/a/b_768x432.svg', { base: '/uploads/a/b.svg', width: 768, height: 432 }],
    ['/uploads/a/b_375.svg', { base: '/uploads/a/b.svg', width: 375, height: undefined }],
    ['/uploads/a/b.svg', { base: '/uploads/a/b.svg' }],
    ['/uploads/a/long_name.svg', { base: '/uploads/a/long_name.svg' }],
  ])('parses %s', (path, expected) => {
    expect(parseSizedImagePath(path)).toEqual(expected);
  });
});

// SPEC section 9 "Image breakpoints xs 375, s 500, m 768, l 1200" as srcset widths, next to the
// density candidates of section 3 (2x, 3x, 4x, 1.25x), expressed as widths: an <img> srcset takes
// either w or x descriptors, never both.
describe('fluidImage (SPEC §3, §9)', () => {
  it.each([
    [768, [375, 500, 768, 960, 1200, 1536, 2304, 3072]],
    [400, [375, 400, 500, 768, 800, 1200, 1600]],
    [1200, [375, 500, 768, 1200, 1500, 2400, 3600, 4800]],
  ])('a %d px slot is offered at %j', (slot, widths) => {
    expect(fluidImageWidths(slot)).toEqual(widths);
  });

  it('names every candidate by its width, keeps the aspect ratio and says how wide it shows', () => {
    const image = fluidImage('/uploads/a/b.svg', { width: 768, height: 432, fullWidthBelow: 768 })!;
    expect(image.src).toBe('/uploads/a/b_768x432.svg');
    const candidates = image.srcSet.split(', ');
    expect(candidates).toHaveLength(8);
    expect(candidates[0]).toBe('/uploads/a/b_375x211.svg 375w');
    expect(candidates).toContain('/uploads/a/b_1200x675.svg 1200w');
    expect(candidates).toContain('/uploads/a/b_1536x864.svg 1536w');
    expect(candidates.every((candidate) => /\d+w$/.test(candidate))).toBe(true);
    expect(image.sizes).toBe('(max-width: 768px) 100vw, 768px');
  });

  it('rebases /uploads onto the assets URL and gives null without a path (SPEC §5)', () => {
    const options = { width: 768, height: 432, fullWidthBelow: 768 };
    expect(fluidImage('/uploads/x.jpg', options, 'https://cdn.example.com')!.src).toBe(
      'https://cdn.example.com/uploads/x_768x432.jpg',
    );
    expect(fluidImage(null, options)).toBeNull();
    expect(fluidImage('', options)).toBeNull();
  });
});

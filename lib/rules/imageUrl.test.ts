import { imageSrcSet, imageUrl, parseSizedImagePath } from './imageUrl';

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

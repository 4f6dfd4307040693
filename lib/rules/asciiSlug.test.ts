import { describe, expect, it } from 'vitest';
import { asciiSlug } from './asciiSlug';

describe('asciiSlug', () => {
  it.each([
    ['Árvíztűrő tükörfúrógép!', 'arvizturo-tukorfurogep'],
    ['  IMG_2041 (1).JPG ', 'img-2041-1-jpg'],
    ['Ősz a Bükkben – 2026', 'osz-a-bukkben-2026'],
    ['***', ''],
  ])('%s -> %s', (text, slug) => {
    expect(asciiSlug(text)).toBe(slug);
  });
});

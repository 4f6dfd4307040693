// Links the store accepts (issue 28): absolute http(s) only; a content source's bad link is dropped.
import { describe, expect, it } from 'vitest';
import { articleSourceSchema } from './demoSource';
import { httpUrlSchema, sourceHttpUrlSchema } from './urls';

describe('http(s) links only (issue 28)', () => {
  it.each([
    ['https://partner.example.hu/ajanlat?x=1', true],
    ['http://partner.example.hu/', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://files.example.hu/a', false],
    ['/belfold/2026/11/25/cikk', false],
    ['', false],
  ])('%s accepted: %s', (address, accepted) => {
    expect(httpUrlSchema.safeParse(address).success).toBe(accepted);
  });

  it("a content source's non-http(s) link reads as none", () => {
    expect(sourceHttpUrlSchema.parse('javascript:alert(1)')).toBeNull();
    expect(sourceHttpUrlSchema.parse(null)).toBeNull();
    expect(sourceHttpUrlSchema.parse('https://partner.example.hu/')).toBe(
      'https://partner.example.hu/',
    );
  });

  it('the store refuses a partner article whose click-through address is not http(s)', () => {
    const article = {
      slug: 'partner-ajanlat',
      title: 'Partnerünk ajánlata',
      type: 'article',
      pubDate: '2026-11-25T10:00:00Z',
      mainSuperTag: 'gazdasag',
      tags: [],
      authors: ['kovacs-peter'],
      lead: '',
      body: '',
    };
    expect(
      articleSourceSchema.safeParse({ ...article, ctUrl: 'https://p.example.hu/' }).success,
    ).toBe(true);
    expect(
      articleSourceSchema.safeParse({ ...article, ctUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});

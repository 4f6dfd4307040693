import { robotsTxt } from './robotsTxt';

describe('robotsTxt', () => {
  it('allows everything but the API and search results, and names the sitemap index', () => {
    expect(robotsTxt('https://hirvonal.hu')).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /archivum?',
        'Allow: /',
        '',
        'Sitemap: https://hirvonal.hu/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('takes a site URL with a trailing slash', () => {
    expect(robotsTxt('http://localhost:3000/')).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
  });
});

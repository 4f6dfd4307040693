import { describe, expect, it } from 'vitest';
import { appNavigationMessage } from './appNavigation';

const HERE = 'https://hirvonal.hu/legfrissebb?isMobileApp=1';

describe('SPEC section 4: navigation in the app is handed to the app with the path, plus oldal above 1', () => {
  it.each([
    ['/belfold/2026/11/20/cikk', { type: 'navigation', path: '/belfold/2026/11/20/cikk' }],
    [
      'https://hirvonal.hu/rovat/belfold?oldal=2',
      { type: 'navigation', path: '/rovat/belfold', oldal: 2 },
    ],
    ['/rovat/belfold?oldal=1', { type: 'navigation', path: '/rovat/belfold' }],
    ['/rovat/belfold?oldal=0', { type: 'navigation', path: '/rovat/belfold' }],
    ['/rovat/belfold?oldal=abc', { type: 'navigation', path: '/rovat/belfold' }],
    ['/cimke/video?isMobileApp=1&oldal=3', { type: 'navigation', path: '/cimke/video', oldal: 3 }],
    ['/archivum?term=villamos', { type: 'navigation', path: '/archivum' }],
    ['/', { type: 'navigation', path: '/' }],
    ['?oldal=2', { type: 'navigation', path: '/legfrissebb', oldal: 2 }],
    ['/szerzo/fekete-mark#cikkek', { type: 'navigation', path: '/szerzo/fekete-mark' }],
    // One spelling of a path whatever the link used: percent-encoded, as the browser sends it.
    ['/cimke/árvíz', { type: 'navigation', path: '/cimke/%C3%A1rv%C3%ADz' }],
    ['/cimke/%C3%A1rv%C3%ADz', { type: 'navigation', path: '/cimke/%C3%A1rv%C3%ADz' }],
  ])('hands %s over', (href, message) => {
    expect(appNavigationMessage(href, HERE)).toEqual(message);
  });

  it.each([
    ['https://example.com/cikk', 'another site'],
    ['http://hirvonal.hu/legfrissebb', 'another origin (scheme)'],
    ['mailto:szerkesztoseg@hirvonal.hu', 'mail'],
    ['tel:+3612345678', 'phone'],
    ['#tartalom', 'a fragment of the same page'],
    ['/legfrissebb?isMobileApp=1#tartalom', 'a fragment of the same page, same query'],
    ['/rss/rovat/belfold', 'a feed'],
    ['/sitemap.xml', 'a sitemap'],
    ['/uploads/audio/adas.mp3', 'a media file'],
    ['/api/articles', 'an API answer'],
    ['http://[bad', 'an unparsable link'],
  ])('leaves %s to the browser (%s)', (href) => {
    expect(appNavigationMessage(href, HERE)).toBeNull();
  });
});

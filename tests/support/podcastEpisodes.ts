// Test helper: episodes for the podcast component tests.
import type { EpisodeView } from '@/lib/view/podcast';

export function testEpisode(id: number, overrides: Partial<EpisodeView> = {}): EpisodeView {
  return {
    id,
    slug: `adas-${id}`,
    title: `Adás ${id}`,
    duration: 72,
    sourceUrl: `/uploads/audio/podcast/adas-${id}.mp3`,
    pubDate: 1_763_700_000,
    image: {
      src: `/uploads/images/podcast/adas-${id}_400x225.svg`,
      srcSet: null,
      alt: `Az ${id}. adás képe`,
      color: null,
    },
    podcast: { slug: 'reggeli-kave', name: 'Reggeli kávé', href: '/podcastok/reggeli-kave' },
    href: `/podcastok/reggeli-kave/adas-${id}`,
    ...overrides,
  };
}

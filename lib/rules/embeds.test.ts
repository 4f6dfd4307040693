import {
  musicEmbedHeight,
  musicEmbedVariant,
  parseMusicEmbed,
  parseStartTime,
  parseVideoEmbed,
} from './embeds';

// SPEC section 5: video url must be a video-site link, start from t, shorts portrait; music urls must be
// album, artist, playlist, track or episode. Section 9: music heights 155 (episode 233, compact 80, after 400).
const YT = 'dQw4w9WgXcQ';
const nocookie = (query = '') => `https://www.youtube-nocookie.com/embed/${YT}${query}`;

describe('parseStartTime (SPEC §5: start from the t parameter)', () => {
  it.each([
    [null, 0],
    ['', 0],
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1m', 60],
    ['1h2m3s', 3723],
    ['2H', 7200],
    ['abc', 0],
    ['-5', 0],
    ['1.5', 0],
    ['1m30', 0],
  ])('%j -> %d', (value, expected) => {
    expect(parseStartTime(value)).toBe(expected);
  });
});

describe('parseVideoEmbed: accepted links (SPEC §5)', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${YT}`, 'youtube', YT, nocookie(), 0, false],
    [`https://youtube.com/watch?v=${YT}&t=90`, 'youtube', YT, nocookie('?start=90'), 90, false],
    [
      `https://m.youtube.com/watch?feature=share&v=${YT}&t=1m30s`,
      'youtube',
      YT,
      nocookie('?start=90'),
      90,
      false,
    ],
    [
      `http://www.youtube.com/watch?v=${YT}&start=15`,
      'youtube',
      YT,
      nocookie('?start=15'),
      15,
      false,
    ],
    [`https://youtu.be/${YT}`, 'youtube', YT, nocookie(), 0, false],
    [`https://youtu.be/${YT}?t=90s`, 'youtube', YT, nocookie('?start=90'), 90, false],
    [`https://www.youtube.com/shorts/${YT}`, 'youtube', YT, nocookie(), 0, true],
    [`https://youtube.com/shorts/${YT}?feature=share`, 'youtube', YT, nocookie(), 0, true],
    [`https://www.youtube.com/embed/${YT}`, 'youtube', YT, nocookie(), 0, false],
    [`https://www.youtube.com/live/${YT}?t=10`, 'youtube', YT, nocookie('?start=10'), 10, false],
    [`  HTTPS://WWW.YOUTUBE.COM/watch?v=${YT}  `, 'youtube', YT, nocookie(), 0, false],
    [
      'https://vimeo.com/76979871',
      'vimeo',
      '76979871',
      'https://player.vimeo.com/video/76979871',
      0,
      false,
    ],
    [
      'https://vimeo.com/76979871#t=1m5s',
      'vimeo',
      '76979871',
      'https://player.vimeo.com/video/76979871#t=65s',
      65,
      false,
    ],
    [
      'https://www.vimeo.com/76979871/abc123def',
      'vimeo',
      '76979871',
      'https://player.vimeo.com/video/76979871?h=abc123def',
      0,
      false,
    ],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'vimeo',
      '76979871',
      'https://player.vimeo.com/video/76979871',
      0,
      false,
    ],
    [
      'https://player.vimeo.com/video/76979871?h=abc123def',
      'vimeo',
      '76979871',
      'https://player.vimeo.com/video/76979871?h=abc123def',
      0,
      false,
    ],
    [
      'https://www.facebook.com/telexhu/videos/1234567890/',
      'facebook',
      '1234567890',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890&show_text=false',
      0,
      false,
    ],
    [
      'https://m.facebook.com/telexhu/videos/egy-cim/1234567890',
      'facebook',
      '1234567890',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890&show_text=false',
      0,
      false,
    ],
    [
      'https://www.facebook.com/watch/?v=1234567890',
      'facebook',
      '1234567890',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890&show_text=false',
      0,
      false,
    ],
    [
      'https://www.facebook.com/reel/1234567890',
      'facebook',
      '1234567890',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890&show_text=false',
      0,
      true,
    ],
  ])('%s', (url, provider, id, embedUrl, start, portrait) => {
    expect(parseVideoEmbed(url)).toMatchObject({ provider, id, embedUrl, start, portrait });
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ?t=90s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871?h=abc123def', 'https://vimeo.com/76979871/abc123def'],
    ['https://vimeo.com/76979871#t=65', 'https://vimeo.com/76979871#t=65s'],
    ['https://m.facebook.com/reel/1234567890', 'https://www.facebook.com/reel/1234567890'],
  ])('the facade links %s to its page %s (without JavaScript)', (url, pageUrl) => {
    expect(parseVideoEmbed(url)?.pageUrl).toBe(pageUrl);
  });
});

describe('parseVideoEmbed: rejected links (SPEC §5)', () => {
  it.each([
    ['empty', ''],
    ['not a url', 'youtube videó'],
    ['no scheme', `www.youtube.com/watch?v=${YT}`],
    ['protocol-relative', `//youtu.be/${YT}`],
    ['javascript:', `javascript:alert('https://youtu.be/${YT}')`],
    ['data:', `data:text/html,https://youtu.be/${YT}`],
    ['ftp', `ftp://youtube.com/watch?v=${YT}`],
    ['look-alike host', `https://youtube.com.evil.com/watch?v=${YT}`],
    ['suffix look-alike', `https://evilyoutube.com/watch?v=${YT}`],
    ['look-alike youtu.be', `https://youtu.be.evil.com/${YT}`],
    ['credentials trick', `https://youtube.com@evil.com/watch?v=${YT}`],
    ['user info on the real host', `https://user@www.youtube.com/watch?v=${YT}`],
    ['other host', `https://example.com/watch?v=${YT}`],
    ['youtube without a video', 'https://www.youtube.com/'],
    ['youtube channel', 'https://www.youtube.com/@telexhu'],
    ['youtube playlist', 'https://www.youtube.com/playlist?list=PL123'],
    ['bad youtube id', 'https://www.youtube.com/watch?v=short'],
    ['youtube id with a quote', `https://www.youtube.com/watch?v=${YT.slice(0, 10)}'`],
    ['youtu.be extra path', `https://youtu.be/${YT}/extra`],
    ['shorts without id', 'https://www.youtube.com/shorts/'],
    ['vimeo non-numeric', 'https://vimeo.com/about'],
    ['vimeo bad hash', 'https://vimeo.com/76979871/<script>'],
    ['vimeo deep path', 'https://vimeo.com/a/b/c/76979871'],
    ['facebook page', 'https://www.facebook.com/telexhu'],
    ['facebook post', 'https://www.facebook.com/telexhu/posts/1234567890'],
    ['facebook look-alike', 'https://facebook.com.evil.com/telexhu/videos/1234567890'],
    ['spotify is not video', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'],
  ])('%s', (_name, url) => {
    expect(parseVideoEmbed(url)).toBeNull();
  });
});

describe('parseMusicEmbed (SPEC §5, §9)', () => {
  const ID = '4uLU6hMCjMI75M1A2tKUQC';
  it.each([
    [
      `https://open.spotify.com/track/${ID}`,
      undefined,
      `https://open.spotify.com/embed/track/${ID}`,
      155,
    ],
    [
      `https://open.spotify.com/album/${ID}?si=abc`,
      undefined,
      `https://open.spotify.com/embed/album/${ID}`,
      155,
    ],
    [
      `https://open.spotify.com/artist/${ID}`,
      undefined,
      `https://open.spotify.com/embed/artist/${ID}`,
      155,
    ],
    [
      `https://open.spotify.com/playlist/${ID}`,
      undefined,
      `https://open.spotify.com/embed/playlist/${ID}`,
      155,
    ],
    [
      `https://open.spotify.com/episode/${ID}`,
      undefined,
      `https://open.spotify.com/embed/episode/${ID}`,
      233,
    ],
    [
      `https://open.spotify.com/episode/${ID}`,
      'compact',
      `https://open.spotify.com/embed/episode/${ID}`,
      80,
    ],
    [
      `https://open.spotify.com/track/${ID}`,
      'compact',
      `https://open.spotify.com/embed/track/${ID}`,
      80,
    ],
    [
      `https://open.spotify.com/playlist/${ID}`,
      'after',
      `https://open.spotify.com/embed/playlist/${ID}`,
      400,
    ],
    [
      `https://open.spotify.com/intl-hu/track/${ID}`,
      'default',
      `https://open.spotify.com/embed/track/${ID}`,
      155,
    ],
    [
      `https://open.spotify.com/embed/track/${ID}`,
      undefined,
      `https://open.spotify.com/embed/track/${ID}`,
      155,
    ],
  ] as const)('%s (%s)', (url, variant, embedUrl, height) => {
    expect(parseMusicEmbed(url, variant)).toMatchObject({ embedUrl, height });
  });

  it.each([
    ['show is not allowed', `https://open.spotify.com/show/${ID}`],
    ['user is not allowed', `https://open.spotify.com/user/${ID}`],
    ['no id', 'https://open.spotify.com/track/'],
    ['short id', 'https://open.spotify.com/track/abc'],
    ['extra path', `https://open.spotify.com/track/${ID}/more`],
    ['other host', `https://spotify.com/track/${ID}`],
    ['look-alike host', `https://open.spotify.com.evil.com/track/${ID}`],
    ['spotify uri', `spotify:track:${ID}`],
    ['javascript:', `javascript:alert(1)//open.spotify.com/track/${ID}`],
    ['data:', `data:text/html,open.spotify.com/track/${ID}`],
    ['youtube', `https://www.youtube.com/watch?v=${YT}`],
  ])('%s -> null', (_name, url) => {
    expect(parseMusicEmbed(url)).toBeNull();
  });
});

describe('musicEmbedHeight (SPEC §9)', () => {
  it.each([
    ['track', 'default', 155],
    ['album', 'default', 155],
    ['episode', 'default', 233],
    ['episode', 'compact', 80],
    ['episode', 'after', 400],
    ['artist', 'after', 400],
  ] as const)('%s / %s -> %d', (type, variant, expected) => {
    expect(musicEmbedHeight(type, variant)).toBe(expected);
  });
});

// SPEC section 9 "Music embed height 155 (episode 233, compact 80, after 400)": the compact player
// where a player belongs in a stream of short items (live blog posts), the tall one in the after
// sidebar, the ordinary one in article bodies.
describe('musicEmbedVariant (SPEC §9)', () => {
  it.each([
    ['article', 'track', 155],
    ['article', 'episode', 233],
    ['liveBlogPost', 'track', 80],
    ['liveBlogPost', 'episode', 80],
    ['afterSidebar', 'playlist', 400],
  ] as const)('%s, a %s -> %d px', (place, type, height) => {
    expect(musicEmbedHeight(type, musicEmbedVariant(place))).toBe(height);
  });
});

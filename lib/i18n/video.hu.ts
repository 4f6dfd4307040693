// Hungarian texts of the video facade and players (issue 18). Kept apart from hu.ts, which ships with
// every page: the facade's label is rendered on the server (lib/content/sanitizeArticleHtml.ts), the
// rest loads only with the video chunks (components/video/useVideoText.ts). video.en.ts has exactly
// these keys.
export const videoHu = {
  'video.play': 'Videó lejátszása',
  'video.startsAt': 'kezdés: {time}',
  'video.playerTitle': '{provider}-videó',
  'video.pip.region': 'Videó kis ablakban',
  'video.pip.close': 'Videó bezárása',
  'video.pip.play': 'Videó lejátszása: {title}',
  'video.musicFrame': 'Zene',
} as const;

export type VideoKey = keyof typeof videoHu;
export type VideoMessages = Record<VideoKey, string>;

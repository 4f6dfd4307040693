// English texts of the video facade and players: the same keys as video.hu.ts.
import type { VideoMessages } from './video.hu';

export const videoEn = {
  'video.play': 'Play video',
  'video.startsAt': 'starts at {time}',
  'video.playerTitle': '{provider} video',
  'video.pip.region': 'Picture-in-picture video',
  'video.pip.close': 'Close video',
  'video.pip.play': 'Play video: {title}',
  'video.musicFrame': 'Music',
} as const satisfies VideoMessages;

// The video texts (video.hu.ts, video.en.ts) of a locale: the server's facade label and the players.
import { areaText } from './locales';
import { videoEn } from './video.en';
import { videoHu, type VideoKey } from './video.hu';

export type { VideoKey } from './video.hu';

export const videoText = areaText<VideoKey>({ hu: videoHu, en: videoEn });

/** A start time as the reader reads it: 0:15, 1:02:03. */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

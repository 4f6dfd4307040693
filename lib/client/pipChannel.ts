// How the article's videos and the site-wide picture-in-picture player (components/video/PipHost.tsx)
// talk without sharing a chunk: a window event asks for the manual pip, and the pip marks <html>
// while it is shown (autoplay's "pip not shown", SPEC section 4). Both ask whether anything else plays.
import { getPlayerState } from './podcastPlayer';
import { anyPlaying } from './videoApi';

export const MANUAL_PIP_EVENT = 'hv:manual-pip';

export interface ManualPipRequest {
  /** The video's link (its site's page). */
  url: string;
  title: string;
  /** The article player's time; the pip continues from it rounded up. */
  currentTime: number;
}

export function requestManualPip(request: ManualPipRequest): void {
  window.dispatchEvent(new CustomEvent<ManualPipRequest>(MANUAL_PIP_EVENT, { detail: request }));
}

/** Whether anything else plays: a video, or the podcast (autoplay's GENTLY_FORCE rule). */
export function otherMediaPlaying(): boolean {
  return anyPlaying() || getPlayerState().playing;
}

export function isPipShown(): boolean {
  return document.documentElement.dataset.pip === 'shown';
}

export function markPipShown(shown: boolean): void {
  if (shown) document.documentElement.dataset.pip = 'shown';
  else delete document.documentElement.dataset.pip;
}

// SPEC sections 3 and 4: the picture-in-picture player's state (showPipVideo, showPipFinishing,
// closedPipVideo) and status (pipShow, pipTitle, pipUrl, pipOpen, pipLabel, pipIsManual). The status
// comes from the shared data refresh (the newsroom's pip, e.g. a live stream) or from the reader (a
// playing article video scrolled out of view: the manual pip). Rules:
// - the reader's close sets the closed flag, which keeps the newsroom's pip away until its URL changes;
// - a status that stops showing while shown passes through 'finishing' (the box leaves) to hidden;
// - the manual pip continues from the article video's time rounded up, and closing it stops the video
//   (the status is reset: hidden with label 'élő'); while it plays, newsroom statuses wait;
// - reset: hidden with label 'élő';
// - who starts a newly shown video (`playback`): the manual pip plays at once (the reader started it);
//   a newsroom pip opened with pipOpen starts muted when the caller's autoplay rule allowed it
//   (GENTLY_FORCE, lib/rules/autoplay.ts); otherwise it waits for the reader's play ('play').
import type { PipStatus } from '../schemas/commonData';
import type { PipState } from '../schemas/misc';
import { parseVideoEmbed } from './embeds';

/** Pip status reset to hidden carries the label 'élő' (SPEC section 4). */
export const hiddenPipStatus: PipStatus = {
  pipShow: false,
  pipTitle: null,
  pipUrl: null,
  pipOpen: false,
  pipLabel: 'élő',
  pipIsManual: false,
};

/**
 * The newsroom's status as the site serves it (/api/frontend/init, /refresh): a shown pip needs a
 * video-site link (SPEC section 5), else it is served hidden; no status at all is hidden too.
 */
export function servedPipStatus(status: PipStatus | null | undefined): PipStatus {
  if (!status) return hiddenPipStatus;
  if (status.pipShow && (status.pipUrl === null || parseVideoEmbed(status.pipUrl) === null)) {
    return hiddenPipStatus;
  }
  return status;
}

/** The pip's player: not loaded (poster and play button), started muted by autoplay, or by the reader. */
export type PipPlayback = 'facade' | 'autoplay' | 'reader';

export interface PipView {
  state: PipState;
  status: PipStatus;
  /** Where the pip player starts, whole seconds (the manual pip's rounded-up timestamp). */
  startAt: number;
  playback: PipPlayback;
}

export const initialPip: PipView = {
  state: { showPipVideo: false, showPipFinishing: false, closedPipVideo: false },
  status: hiddenPipStatus,
  startAt: 0,
  playback: 'facade',
};

export type PipEvent =
  /** `autoplay`: the autoplay rule allows a pip opened by the newsroom to start now. */
  | { type: 'status'; status: PipStatus; autoplay?: boolean }
  | { type: 'play' }
  | { type: 'close' }
  | { type: 'manual'; url: string; title: string; currentTime: number }
  | { type: 'finished' }
  | { type: 'reset' };

/** The manual pip continues from the article player's time, rounded up (SPEC section 4). */
export function pipStartTime(currentTime: number): number {
  return Number.isFinite(currentTime) && currentTime > 0 ? Math.ceil(currentTime) : 0;
}

function hide(view: PipView, closed: boolean): PipView {
  return {
    ...view,
    state: {
      showPipVideo: false,
      showPipFinishing: view.state.showPipVideo,
      closedPipVideo: closed,
    },
  };
}

export function pipReducer(view: PipView, event: PipEvent): PipView {
  switch (event.type) {
    case 'status': {
      if (view.status.pipIsManual && view.state.showPipVideo) return view;
      const status = event.status;
      const closed = status.pipUrl === view.status.pipUrl ? view.state.closedPipVideo : false;
      const shows =
        status.pipShow && status.pipUrl !== null && parseVideoEmbed(status.pipUrl) !== null;
      if (shows && !closed) {
        const same = view.state.showPipVideo && status.pipUrl === view.status.pipUrl;
        return {
          status,
          startAt: 0,
          state: { showPipVideo: true, showPipFinishing: false, closedPipVideo: false },
          playback: same
            ? view.playback
            : status.pipOpen && event.autoplay === true
              ? 'autoplay'
              : 'facade',
        };
      }
      return { ...hide(view, closed), status, playback: 'facade' };
    }
    case 'play':
      return view.state.showPipVideo ? { ...view, playback: 'reader' } : view;
    case 'close': {
      // The reader's close is immediate (no leaving animation).
      const closed = { ...view.state, showPipVideo: false, showPipFinishing: false };
      return view.status.pipIsManual
        ? {
            state: { ...closed, closedPipVideo: false },
            status: hiddenPipStatus,
            startAt: 0,
            playback: 'facade',
          }
        : { ...view, state: { ...closed, closedPipVideo: true }, playback: 'facade' };
    }
    case 'manual':
      if (parseVideoEmbed(event.url) === null) return view;
      return {
        status: {
          pipShow: true,
          pipTitle: event.title,
          pipUrl: event.url,
          pipOpen: true,
          pipLabel: hiddenPipStatus.pipLabel,
          pipIsManual: true,
        },
        startAt: pipStartTime(event.currentTime),
        state: { showPipVideo: true, showPipFinishing: false, closedPipVideo: false },
        playback: 'reader',
      };
    case 'finished':
      return { ...view, state: { ...view.state, showPipFinishing: false } };
    case 'reset':
      return {
        ...hide(view, view.state.closedPipVideo),
        status: hiddenPipStatus,
        startAt: 0,
        playback: 'facade',
      };
  }
}

// SPEC section 4: video autoplay modes. NO never plays by itself; GENTLY_FORCE when the tab is visible,
// nothing else is playing (another video, the podcast) and the picture-in-picture player is not shown;
// FULL_FORCE whenever the tab is visible. An editor sets the mode on a video (`data-autoplay`); a
// blocked autoplay is only logged (section 8).

export const AUTOPLAY_MODES = ['NO', 'GENTLY_FORCE', 'FULL_FORCE'] as const;
export type AutoplayMode = (typeof AUTOPLAY_MODES)[number];

export function isAutoplayMode(value: string): value is AutoplayMode {
  return (AUTOPLAY_MODES as readonly string[]).includes(value);
}

export interface AutoplayContext {
  tabVisible: boolean;
  otherPlaying: boolean;
  pipShown: boolean;
}

export function shouldAutoplay(mode: AutoplayMode, context: AutoplayContext): boolean {
  switch (mode) {
    case 'NO':
      return false;
    case 'GENTLY_FORCE':
      return context.tabVisible && !context.otherPlaying && !context.pipShown;
    case 'FULL_FORCE':
      return context.tabVisible;
  }
}

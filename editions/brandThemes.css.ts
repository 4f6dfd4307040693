// The sub-brands' own themes (SPEC section 1: g7, the finance/data magazine; after, the entertainment
// brand), filling the same contract as the editions. A brand page wraps its content in the brand's
// class, so every component inside reads the brand's tokens without knowing about brands.
import { createTheme } from '@vanilla-extract/css';
import type { Brand } from './brands';
import { vars } from './themeContract.css';
import { palette, sharedTokens } from './tokens';

const g7Theme = createTheme(vars, {
  ...sharedTokens,
  font: { ...sharedTokens.font, heading: sharedTokens.font.body },
  color: {
    brand: palette.teal700,
    onBrand: palette.paper,
    text: palette.ink,
    textMuted: palette.inkMuted,
    background: palette.paper,
    surface: palette.mint50,
    border: palette.line,
    link: palette.teal800,
    focus: palette.amber,
    live: palette.red700,
    onLive: palette.paper,
    headerBackground: palette.paper,
    headerText: palette.ink,
  },
});

const afterTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    brand: palette.plum700,
    onBrand: palette.paper,
    text: palette.ink,
    textMuted: palette.inkMuted,
    background: palette.paper,
    surface: palette.lilac50,
    border: palette.line,
    link: palette.plum800,
    focus: palette.amber,
    live: palette.red700,
    onLive: palette.paper,
    headerBackground: palette.paper,
    headerText: palette.ink,
  },
});

export const brandThemeClass = { g7: g7Theme, after: afterTheme } as const satisfies Record<
  Brand,
  string
>;

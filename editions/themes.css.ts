// One theme per edition (SPEC section 1: each edition has its own look), filling the shared contract.
import { createTheme } from '@vanilla-extract/css';
import type { EditionSlug } from './editionSlugs';
import { vars } from './themeContract.css';
import { palette, sharedTokens } from './tokens';

const mainTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    brand: palette.blue700,
    onBrand: palette.paper,
    text: palette.ink,
    textMuted: palette.inkMuted,
    background: palette.paper,
    surface: palette.paperTint,
    border: palette.line,
    link: palette.blue800,
    focus: palette.amber,
    live: palette.red700,
    onLive: palette.paper,
    headerBackground: palette.paper,
    headerText: palette.ink,
  },
});

const regionalTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    brand: palette.green700,
    onBrand: palette.paper,
    text: palette.ink,
    textMuted: palette.inkMuted,
    background: palette.paper,
    surface: palette.paperTint,
    border: palette.line,
    link: palette.green800,
    focus: palette.amber,
    live: palette.red700,
    onLive: palette.paper,
    headerBackground: palette.paper,
    headerText: palette.ink,
  },
});

export const themeClass = {
  main: mainTheme,
  regional: regionalTheme,
} as const satisfies Record<EditionSlug, string>;

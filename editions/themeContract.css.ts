// The one theme contract every edition fills. Components read design tokens only through `vars`.
import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    brand: null,
    onBrand: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    link: null,
    focus: null,
    live: null,
    onLive: null,
    headerBackground: null,
    headerText: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    small: null,
    body: null,
    lead: null,
    h1: null,
    h2: null,
  },
  space: {
    xs: null,
    s: null,
    m: null,
    l: null,
    xl: null,
  },
  radius: {
    s: null,
    m: null,
  },
  layout: {
    maxWidth: null,
    readingWidth: null,
    tapTarget: null,
  },
});

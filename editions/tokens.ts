// Global design values (tier 1). Edition themes alias these (tier 2); components use the contract.
export const palette = {
  ink: '#16181d',
  inkMuted: '#4a4f5a',
  paper: '#ffffff',
  paperTint: '#f4f5f7',
  line: '#d5d8de',
  blue700: '#0a4fb3',
  blue800: '#083d8c',
  red700: '#b3122e',
  green800: '#0b5d3b',
  green700: '#0d7047',
  amber: '#ffbf47',
  // The sub-brands (g7 finance, after entertainment).
  teal800: '#0b5447',
  teal700: '#0f6b5a',
  mint50: '#eef7f3',
  plum800: '#5b1670',
  plum700: '#74208f',
  lilac50: '#f6effa',
} as const;

export const sharedTokens = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  fontSize: {
    small: '0.875rem',
    body: '1.0625rem',
    lead: '1.25rem',
    h1: 'clamp(1.75rem, 4vw + 1rem, 2.75rem)',
    h2: '1.375rem',
  },
  space: { xs: '0.25rem', s: '0.5rem', m: '1rem', l: '1.5rem', xl: '2.5rem' },
  radius: { s: '2px', m: '6px' },
  // tapTarget: the smallest side of anything a reader taps (WCAG 2.2, 2.5.8: 24 x 24 CSS px).
  layout: { maxWidth: '76rem', readingWidth: '42rem', tapTarget: '1.5rem' },
} as const;

// The quiz block's styles (issue 17), from the edition's theme contract (and a sub-brand's, inside a
// g7 or after article). Global rules on fixed `quiz-*` class names, not style() classes, on purpose:
// this file is imported by the article body (components/article/LiveArticleBody.tsx), so the rules are
// in every article page's CSS and the server-rendered quiz is styled at first paint; the markup and its
// JavaScript come with the quiz chunk only. style() would put a class-name map into every article's
// JavaScript, and a lazily loaded chunk's own CSS would arrive after the quiz was painted (a shift).
// Article HTML cannot carry these classes: the sanitiser keeps none on divs but content-ad.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@/editions/themeContract.css';

const small = { fontSize: vars.fontSize.small, lineHeight: 1.4 } as const;
const control = '2.75rem';

globalStyle('.quiz', {
  margin: `${vars.space.l} 0`,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

globalStyle('.quiz__title', { margin: `0 0 ${vars.space.m}`, fontSize: vars.fontSize.h2 });

globalStyle('.quiz-question + .quiz-question', {
  marginTop: vars.space.l,
  paddingTop: vars.space.l,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle('.quiz fieldset', { margin: 0, padding: 0, border: 0, minWidth: 0 });
globalStyle('.quiz legend', { padding: 0, width: '100%' });

globalStyle('.quiz-question__title', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.s,
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.fontSize.body,
});

globalStyle('.quiz-question__image', {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  margin: `${vars.space.s} 0`,
  borderRadius: vars.radius.s,
});

globalStyle('.quiz-note', { ...small, margin: `0 0 ${vars.space.s}`, color: vars.color.textMuted });

globalStyle('.quiz-answers', {
  display: 'grid',
  gap: vars.space.s,
  margin: `${vars.space.s} 0`,
  padding: 0,
  listStyle: 'none',
});

globalStyle('.quiz-answer', {
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
});

// The reader's choice is told by the radio itself and by the "your answer" text; the frame helps.
globalStyle('.quiz-answer:has(.quiz-choice input:checked), .quiz-answer[data-own]', {
  borderColor: vars.color.brand,
  boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
});

globalStyle('.quiz-choice, .quiz-answer__head', {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: control,
});
globalStyle('.quiz-choice', { cursor: 'pointer' });

globalStyle('.quiz input[type="radio"]', {
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
});

// Fixed size in the markup and here: images never move the text when they load.
globalStyle('.quiz-answer__image', {
  flex: 'none',
  width: '96px',
  height: '54px',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
});

globalStyle('.quiz-answer__title', { fontWeight: 600 });

globalStyle('.quiz-scale', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: `${vars.space.xs} 0`,
});

globalStyle('.quiz-scale__option', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: control,
  minHeight: control,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  cursor: 'pointer',
});

globalStyle('.quiz-scale__option:has(input:checked)', {
  borderColor: vars.color.brand,
  boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
});

globalStyle('.quiz-result', { ...small, display: 'grid', gap: vars.space.xs });

globalStyle('.quiz-result__text', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'baseline',
});

// The number is always in the text; the bar only repeats it.
globalStyle('.quiz-bar', {
  display: 'block',
  height: '0.5rem',
  borderRadius: '999px',
  background: vars.color.border,
  overflow: 'hidden',
});
globalStyle('.quiz-bar__fill', {
  display: 'block',
  height: '100%',
  background: vars.color.brand,
});

globalStyle('.quiz-badge', {
  ...small,
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.s,
  fontWeight: 700,
  fontFamily: vars.font.body,
});

globalStyle('.quiz-footer', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  marginTop: vars.space.s,
});

globalStyle('.quiz-submit', {
  minHeight: control,
  padding: `0 ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});
globalStyle('.quiz-submit:disabled', { cursor: 'default', opacity: 0.6 });

// One line kept free for the status, so a message never pushes what follows.
globalStyle('.quiz-status', { ...small, minHeight: '1.4em', margin: 0 });
globalStyle('.quiz-total', { ...small, margin: 0, color: vars.color.textMuted });

import { MAX_PERSONAL_NAME_LENGTH } from '../constants';
import { isPersonalName } from './personalName';

// Issue 28: names are plain personal names (no URLs, no control or direction-override characters, a
// sane length), because the site writes them back.
describe('isPersonalName', () => {
  it.each([
    'Eszter',
    'Kovács-Nagy',
    "O'Brien",
    'D’Artagnan',
    'Dr. Szabó',
    'Jr.',
    'Mária Terézia',
    'Łukasz',
    'Zoë',
    'Ζωή',
    'Иван',
    '李',
    'x'.repeat(MAX_PERSONAL_NAME_LENGTH),
  ])('takes %s', (name) => {
    expect(isPersonalName(name)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a link', 'https://evil.test/'],
    ['a bare domain', 'evil.test'.replace('.', ':')],
    ['an address', 'a@b.hu'],
    ['digits', 'Anna2'],
    ['a line break', 'Anna\nClick here'],
    ['a control character', 'An\u0007na'],
    ['a direction override', 'Anna\u202Eanna'],
    ['a zero-width joiner', 'An\u200Dna'],
    ['markup', '<b>Anna</b>'],
    ['two spaces', 'Anna  Kiss'],
    ['a leading hyphen', '-Anna'],
    ['too long', 'x'.repeat(MAX_PERSONAL_NAME_LENGTH + 1)],
  ])('refuses %s', (_what, name) => {
    expect(isPersonalName(name)).toBe(false);
  });
});

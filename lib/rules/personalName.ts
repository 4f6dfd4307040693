// A reader's first or last name as the newsletter sign-up takes it (issue 28): a plain personal name,
// because the site writes it back (the sign-up page, later mails). Letters of any script with their
// marks, words joined by one space, hyphen, apostrophe or full stop ("Kovács-Nagy", "O'Brien",
// "Dr. Szabó", "Jr."); nothing else, so no link, address, digit, control or direction-override
// character can be smuggled into what the site writes, and at most MAX_PERSONAL_NAME_LENGTH characters.
import { MAX_PERSONAL_NAME_LENGTH } from '../constants';

const NAME = /^[\p{L}\p{M}]+(?:(?:[-'’.] ?| )[\p{L}\p{M}]+)*\.?$/u;

/** Whether `text` (already trimmed) is a plain personal name of at most MAX_PERSONAL_NAME_LENGTH characters. */
export function isPersonalName(text: string): boolean {
  return (
    text.length > 0 &&
    [...text].length <= MAX_PERSONAL_NAME_LENGTH &&
    NAME.test(text.normalize('NFC'))
  );
}

import { autocompleteAnswer } from './autocompleteAnswer';
import { autocompleteResponseSchema } from './search';

// SPEC section 3 "Autocomplete item: text, type, count, classes": the hand-written check accepts and
// refuses the same answers as the zod schema.
describe('autocompleteAnswer (SPEC §3)', () => {
  it.each([
    [{ items: [] }],
    [{ items: [{ text: 'Rovatok', type: 'superTags', count: 0, classes: ['separator'] }] }],
    [{ items: [{ text: 'Sport', type: 'superTags', count: 12, slug: 'sport' }] }],
    [{ items: [{ text: 'Sport', type: 'superTags' }] }],
    [{ items: [{ text: 3, type: 'tags', count: 1 }] }],
    [{ items: 'none' }],
    [{}],
    [null],
  ])('%j', (answer) => {
    expect(autocompleteAnswer.safeParse(answer).success).toBe(
      autocompleteResponseSchema.safeParse(answer).success,
    );
  });
});

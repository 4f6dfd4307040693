import { autocompleteAnswerSchema } from './autocompleteAnswer';

// SPEC section 3 "Autocomplete item: text, type, count, classes": the answers the search bar takes
// (anything else shows no suggestions).
describe('autocompleteAnswerSchema (SPEC §3)', () => {
  it.each([
    [{ items: [] }, true],
    [{ items: [{ text: 'Rovatok', type: 'superTags', count: 0, classes: ['separator'] }] }, true],
    [{ items: [{ text: 'Sport', type: 'superTags', count: 12, slug: 'sport' }] }, true],
    [{ items: [{ text: 'Sport', type: 'superTags' }] }, false],
    [{ items: [{ text: 3, type: 'tags', count: 1 }] }, false],
    [{ items: [{ text: 'Sport', type: 'sections', count: 1 }] }, false],
    [{ items: 'none' }, false],
    [{}, false],
    [null, false],
  ])('%j: %s', (answer, ok) => {
    expect(autocompleteAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});

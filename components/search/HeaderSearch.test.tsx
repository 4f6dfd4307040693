// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hu } from '@/lib/i18n/hu';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { HeaderSearch } from './HeaderSearch';

// The header search (SPEC section 2 "Search bar"): a disclosure that works as a plain GET form before
// JavaScript and becomes the tag search bar, focused, once the reader opens it, even when the reader
// opened it (and typed) before the page hydrated.

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ items: [] })),
  );
});

// Testing Library unmounts only what its render() mounted: the hydrated roots are unmounted here, so
// no work of theirs (the lazy search bar, its timers) runs after the test's document is gone.
const roots: Root[] = [];
const hydrate = (container: HTMLElement) => roots.push(hydrateRoot(container, tree()));
afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
});

function tree(placeholder: string | null = null) {
  return (
    <LocaleContext.Provider value={localeValue('hu')}>
      <HeaderSearch placeholder={placeholder} />
    </LocaleContext.Provider>
  );
}

function serverRendered(placeholder: string | null = null): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(placeholder));
  document.body.replaceChildren(container);
  return container;
}

// The first lazy import of the search bar compiles it, which can take a while under test.
async function combobox(): Promise<HTMLElement> {
  const input = await screen.findByRole('combobox');
  expect(input.closest('[role="search"]')?.getAttribute('aria-label')).toBe(hu['search.header']);
  return input;
}

test('before it opens, a plain form to the archive carries the placeholder', () => {
  const container = serverRendered('Keress a sportban');
  const form = container.querySelector('form')!;
  expect(form.getAttribute('action')).toBe('/archivum');
  expect(form.querySelector('input[name="term"]')!.getAttribute('placeholder')).toBe(
    'Keress a sportban',
  );
});

test('opening it after hydration focuses the tag search bar', async () => {
  const container = serverRendered();
  await act(async () => {
    hydrate(container);
  });
  // jsdom has no <summary> activation: open it as the browser does, toggle event included.
  const details = container.querySelector('details')!;
  await act(async () => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
  const input = await combobox();
  expect(document.activeElement).toBe(input);
  expect(input.getAttribute('placeholder')).toBe(hu['search.placeholder']);
});

test('opened and typed in before hydration, it still becomes the tag search bar with the text', async () => {
  const container = serverRendered();
  container.querySelector('details')!.open = true;
  container.querySelector<HTMLInputElement>('input[name="term"]')!.value = 'választás';
  await act(async () => {
    hydrate(container);
  });
  const input = await combobox();
  expect(document.activeElement).toBe(input);
  expect((input as HTMLInputElement).value).toBe('választás');
});

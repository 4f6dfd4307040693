// Server-side: the shell data a page passes to PageShell (menus from the content port, cut down to
// the pages this edition has, their titles in the page's locale).
import { getContentSource } from '../content/getContentSource';
import { menusOfEdition } from '../routing/editionPages';
import { dictionaries, type Locale } from '../i18n/translate';
import type { RenderMode } from '../routing/renderMode';
import { emptyShell, type ShellData } from '../view/shellData';
import { localizeMenus } from '../view/shellMenus';

export async function loadShell(
  options: {
    locale?: Locale;
    headerTransparent?: boolean;
    halfHero?: boolean;
    hideFooter?: boolean;
    framed?: ShellData['framed'];
    renderMode?: RenderMode;
    headerSearch?: ShellData['headerSearch'];
  } = {},
): Promise<ShellData> {
  const locale = options.locale ?? 'hu';
  return {
    menus: localizeMenus(
      menusOfEdition(await getContentSource().getMenus()),
      locale,
      dictionaries[locale],
    ),
    locale,
    messages: locale !== 'hu' ? dictionaries[locale] : null,
    headerTransparent: options.headerTransparent ?? false,
    hideFooter: options.hideFooter ?? false,
    ...(options.halfHero ? { halfHero: true } : {}),
    ...(options.framed ? { framed: options.framed } : {}),
    renderMode: options.renderMode ?? 'web',
    headerSearch: options.headerSearch === undefined ? { placeholder: null } : options.headerSearch,
  };
}

/**
 * The error pages' shell: their menus when the store answers, else the empty shell. The 500 page is
 * what readers get while the store is down (issue 29), and a runtime render of it (a shared cache
 * without the build's copy) must not fail on the very store that failed.
 */
export async function loadErrorPageShell(): Promise<ShellData> {
  try {
    return await loadShell();
  } catch {
    return emptyShell;
  }
}

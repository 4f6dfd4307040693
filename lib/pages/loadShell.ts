// Server-side: the shell data a page passes to PageShell (menus from the content port, cut down to
// the pages this edition has).
import { getContentSource } from '../content/getContentSource';
import { menusOfEdition } from '../routing/editionPages';
import { dictionaries, type Locale } from '../i18n/translate';
import type { RenderMode } from '../routing/renderMode';
import type { ShellData } from '../view/shellData';

export async function loadShell(
  options: {
    locale?: Locale;
    headerTransparent?: boolean;
    hideFooter?: boolean;
    renderMode?: RenderMode;
    headerSearch?: ShellData['headerSearch'];
  } = {},
): Promise<ShellData> {
  return {
    menus: menusOfEdition(await getContentSource().getMenus()),
    locale: options.locale ?? 'hu',
    messages: options.locale && options.locale !== 'hu' ? dictionaries[options.locale] : null,
    headerTransparent: options.headerTransparent ?? false,
    hideFooter: options.hideFooter ?? false,
    renderMode: options.renderMode ?? 'web',
    headerSearch: options.headerSearch === undefined ? { placeholder: null } : options.headerSearch,
  };
}

// What every page passes to the page shell: the menus, the page's header/footer/locale switches and
// the render mode the request was decided in (lib/routing/renderMode.ts). No zod here: `_app` imports
// this module on every page, and a schema would put zod into every page's first-load JS.
import type { Locale, Messages } from '../i18n/locales';
import type { RenderMode } from '../routing/renderMode';
import type { ShellMenus } from './shellMenus';

export interface ShellData {
  /** The menus with their titles in the page's locale. */
  menus: ShellMenus;
  locale: Locale;
  /** The locale's dictionary when it is not Hungarian (the app ships only the Hungarian one). */
  messages: Messages | null;
  headerTransparent: boolean;
  /**
   * The hero fills the window below the header on desktop (an immersive article with halfImage): the
   * scroll classes stay off until window height minus 70 px there (SPEC section 4).
   */
  halfHero?: boolean;
  /** Some supplement tabs (full-screen data pages) hide the footer (SPEC section 2). */
  hideFooter: boolean;
  /**
   * A page made to be framed by other pages (the election map): only the main landmark, no header,
   * skip link or footer, in the web render mode (the app's navigation bridge stays out of it). Its
   * main landmark is named: two unnamed ones, the framing page's and the frame's, are one too many.
   */
  framed?: { mainLabel: string };
  /**
   * The header's search (SPEC section 2 "Search bar"): its placeholder on a section page (null: the
   * default), or null as a whole on a page that is itself the search (the archive).
   */
  headerSearch: { placeholder: string | null } | null;
  /** web, or app inside the newsroom's mobile app (SPEC section 4 isMobileApp): no site chrome. */
  renderMode: RenderMode;
}

/** Shell data for pages rendered without server data (e.g. an error during client navigation). */
export const emptyShell: ShellData = {
  menus: { site: [], main: [], sidebar: [], heading: [], extra: [], footer: [] },
  locale: 'hu',
  messages: null,
  headerTransparent: false,
  hideFooter: false,
  headerSearch: { placeholder: null },
  renderMode: 'web',
};

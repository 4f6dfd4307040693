// Shell data for pages rendered without server data (e.g. an error during client navigation).
import type { ShellData } from './shellData';

export const emptyShell: ShellData = {
  menus: { site: [], main: [], sidebar: [], heading: [], extra: [], footer: [] },
  locale: 'hu',
  headerTransparent: false,
  hideFooter: false,
};

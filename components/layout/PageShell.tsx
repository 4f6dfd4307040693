// The shell around every page: skip link, header, the main landmark and the footer (in the app's
// render mode only the main landmark: the app has its own chrome).
import type { ReactNode } from 'react';
import { useRenderMode } from '../app/RenderModeContext';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { ShellData } from '@/lib/view/shellData';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './shell.css';
import { useNavigationScroll } from './useNavigationScroll';
import { useScrollClasses } from './useScrollClasses';

export const MAIN_CONTENT_ID = 'tartalom';

export function PageShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const t = useTranslate();
  useScrollClasses({ hero: shell.headerTransparent, halfHero: shell.halfHero ?? false });
  const app = useRenderMode() === 'app';
  useNavigationScroll(app);
  // The app draws its own chrome; a framed page (the election map) has its framing page's.
  const chromeless = app || shell.framed !== undefined;
  return (
    <>
      {/* In the app the app draws its own chrome: no site header, skip link or footer. */}
      {chromeless ? null : (
        <>
          <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
            {t('shell.skipToContent')}
          </a>
          <Header
            menus={shell.menus}
            transparent={shell.headerTransparent}
            search={shell.headerSearch}
          />
        </>
      )}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={`${styles.container} ${styles.main}`}
        aria-label={shell.framed?.mainLabel}
      >
        {children}
      </main>
      {shell.hideFooter || chromeless ? null : <Footer menus={shell.menus} />}
    </>
  );
}

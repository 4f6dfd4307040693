// The site header: the edition's logo, the site and main menus, the search, and a drawer with the
// other menus (their titles in the page's locale).
import Link from 'next/link';
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { ShellData } from '@/lib/view/shellData';
import type { ShellMenus } from '@/lib/view/shellMenus';
import { AccountSlot } from '../accounts/AccountSlot';
import { MenuList } from './MenuList';
import * as styles from './shell.css';

// The search is rendered on the server like the rest of the header, but its code is no part of any
// page's first-load JavaScript: the plain form in a <details> works until the chunk has hydrated it.
const HeaderSearch = lazyComponent(() => import('../search/HeaderSearch'), 'HeaderSearch');

interface HeaderProps {
  /** Titles already in the page's locale (lib/view/shellMenus.ts). */
  menus: ShellMenus;
  transparent: boolean;
  search: ShellData['headerSearch'];
}

export function Header({ menus, transparent, search }: HeaderProps) {
  const t = useTranslate();
  return (
    <header
      className={transparent ? `${styles.header} ${styles.headerTransparent}` : styles.header}
      data-transparent={transparent ? 'true' : undefined}
    >
      <div className={`${styles.container} ${styles.headerBar}`}>
        <Link
          href="/"
          className={styles.logoLink}
          aria-label={t('shell.homeLink', { site: edition.name })}
        >
          {/* The see-through header also has the logo drawn for its dark background. */}
          {(transparent
            ? ([
                [styles.logo, edition.logos.header],
                [styles.logoOnDark, edition.logos.headerOnDark],
              ] as const)
            : ([[styles.logo, edition.logos.header]] as const)
          ).map(([className, src]) => (
            <img
              key={src}
              className={className}
              src={src}
              alt={edition.name}
              width={180}
              height={36}
            />
          ))}
        </Link>
        <nav aria-label={t('shell.siteMenu')} className={styles.siteMenu}>
          <MenuList items={menus.site} layout="inline" />
        </nav>
        {search ? (
          <Suspense fallback={null}>
            <HeaderSearch placeholder={search.placeholder} />
          </Suspense>
        ) : null}
        <AccountSlot />
        <details className={styles.drawer}>
          <summary className={styles.drawerSummary}>{t('shell.menuToggle')}</summary>
          <div className={styles.drawerPanel}>
            <div className={styles.drawerOnly}>
              <h2 className={styles.drawerHeading}>{t('shell.siteMenu')}</h2>
              <MenuList items={menus.site} layout="stack" />
            </div>
            <nav aria-labelledby="drawer-extra">
              <h2 id="drawer-extra" className={styles.drawerHeading}>
                {t('shell.extraMenu')}
              </h2>
              <MenuList items={menus.extra} layout="stack" />
            </nav>
            <nav aria-labelledby="drawer-sidebar">
              <h2 id="drawer-sidebar" className={styles.drawerHeading}>
                {t('shell.sidebarMenu')}
              </h2>
              <MenuList items={menus.sidebar} layout="stack" />
            </nav>
          </div>
        </details>
      </div>
      <nav className={styles.mainMenuRow} aria-label={t('shell.mainMenu')}>
        <div className={styles.container}>
          <MenuList items={menus.main} layout="inline" className={styles.singleLineMenu} />
        </div>
      </nav>
    </header>
  );
}

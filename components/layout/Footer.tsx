// The site footer: footer menu groups, the heading (section) menu and the edition's social pages. Every
// heading is a UI dictionary text, the groups' ones chosen with the menus (lib/view/shellMenus.ts).
import { edition } from '@/editions/currentEdition';
import type { EditionConfig } from '@/editions/editionSchema';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { ShellMenus } from '@/lib/view/shellMenus';
import { MenuList } from './MenuList';
import * as styles from './shell.css';

const networkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
  threads: 'Threads',
} as const satisfies Record<EditionConfig['socialPages'][number]['network'], string>;

export function Footer({ menus }: { menus: ShellMenus }) {
  const t = useTranslate();
  return (
    <footer className={styles.footer}>
      <nav
        className={`${styles.container} ${styles.footerGrid}`}
        aria-label={t('shell.footerMenu')}
      >
        <div>
          <h2 className={styles.footerHeading}>{t('shell.headingMenu')}</h2>
          <MenuList items={menus.heading} layout="stack" />
        </div>
        {menus.footer.map((group) => (
          <div key={group.title}>
            <h2 className={styles.footerHeading} lang={group.lang}>
              {group.title}
            </h2>
            <MenuList items={group.items} layout="stack" />
          </div>
        ))}
        <div>
          <h2 className={styles.footerHeading}>{t('shell.social')}</h2>
          <ul className={styles.stackMenu}>
            {edition.socialPages.map((page) => (
              <li key={page.url}>
                <a className={styles.menuLink} href={page.url} rel="noopener me">
                  {networkNames[page.network]}: {page.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <p className={`${styles.container} ${styles.copyright}`}>
        {t('shell.copyright', { year: new Date().getFullYear(), site: edition.name })}
      </p>
    </footer>
  );
}

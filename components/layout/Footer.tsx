// The site footer: footer menu groups, the heading (section) menu and the edition's social pages.
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { Menus } from '@/lib/schemas/menu';
import { MenuList } from './MenuList';
import * as styles from './shell.css';

export function Footer({ menus }: { menus: Menus }) {
  const t = useTranslate();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerGrid}`}>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections" className={styles.footerHeading}>
            {t('shell.headingMenu')}
          </h2>
          <MenuList items={menus.heading} layout="stack" />
        </nav>
        {menus.footer.map((group, index) => (
          <nav key={group.title} aria-labelledby={`footer-group-${index}`}>
            <h2 id={`footer-group-${index}`} className={styles.footerHeading}>
              {group.title}
            </h2>
            <MenuList items={group.items} layout="stack" />
          </nav>
        ))}
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.footerHeading}>
            {t('shell.social')}
          </h2>
          <ul className={styles.stackMenu}>
            {edition.socialPages.map((page) => (
              <li key={page.url}>
                <a className={styles.menuLink} href={page.url} rel="noopener me">
                  {page.network === 'x'
                    ? 'X'
                    : page.network[0]?.toUpperCase() + page.network.slice(1)}
                  : {page.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={`${styles.container} ${styles.copyright}`}>
        {t('shell.copyright', { year: new Date().getFullYear(), site: edition.name })}
      </p>
    </footer>
  );
}

// The banner of preview mode (issue 14): says that non-public content is shown, with a way out. Drawn
// by _document, on the server only, after the React root and stuck to the bottom of the window (first
// in the page, its link came before the skip link, issue 27): editors get it with no JavaScript, and
// no reader's page carries its code. The exit link goes back to the page it was clicked on (Referer).
import { vars } from '@/editions/themeContract.css';
import { accountsTranslator } from '@/lib/i18n/accounts';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/routing/paths';

export function PreviewBanner({ locale }: { locale: Locale }) {
  const t = accountsTranslator(locale);
  return (
    <div
      role="region"
      aria-label={t('preview.banner')}
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 30,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '1rem',
        justifyContent: 'center',
        padding: '0.5rem',
        background: vars.color.live,
        color: vars.color.onLive,
        fontWeight: 700,
      }}
    >
      <span>{t('preview.banner')}</span>
      <a href={paths.previewExit()} style={{ color: 'inherit' }}>
        {t('preview.exit')}
      </a>
    </div>
  );
}

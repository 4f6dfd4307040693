// The newsletter mails (issue 17). Every one carries an unsubscribe link in its text and the
// List-Unsubscribe and List-Unsubscribe-Post headers (RFC 2369, RFC 8058), so mail clients offer their
// own one-click unsubscribe, which POSTs to the link without opening a page. The confirmation mail of
// a sign-up is the first of them. Links are absolute, on the edition's configured site URL.
import type { NewsletterList } from '@/editions/newsletterLists';
import { newsletterTranslator } from '../../i18n/newsletter';
import type { Locale } from '../../i18n/locales';
import type { MailMessage } from '../../mail/mailer';

/** The unsubscribe links of one mail: the page a reader opens, the URL a mail client POSTs to. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

/** RFC 8058's one-click body, which mail clients POST to the List-Unsubscribe URL. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

export function newsletterMail(input: {
  to: string;
  subject: string;
  body: string;
  locale: Locale;
  siteName: string;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const t = newsletterTranslator(input.locale);
  const footer = t('newsletter.mail.footer', {
    unsubscribeUrl: input.unsubscribe.page,
    site: input.siteName,
  });
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.body}\n\n-- \n${footer}\n`,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': ONE_CLICK_BODY,
    },
  };
}

/**
 * The double opt-in mail: the lists chosen and the link that confirms them (issue 17). It goes to an
 * address nobody has confirmed yet, so it says nothing the sign-up's sender wrote, not even the name
 * (issue 28: anyone could make the site mail their text to any address): only our own words, the
 * recipient's address and our lists.
 */
export function confirmationMail(input: {
  to: string;
  lists: readonly NewsletterList[];
  confirmUrl: string;
  validDays: number;
  locale: Locale;
  siteName: string;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const t = newsletterTranslator(input.locale);
  const greeting = t('newsletter.mail.greetingNoName');
  const body = t('newsletter.mail.body', {
    email: input.to,
    lists: input.lists.map((list) => `- ${list.name} (${list.frequency})`).join('\n'),
    days: input.validDays,
    confirmUrl: input.confirmUrl,
  });
  return newsletterMail({
    to: input.to,
    subject: t('newsletter.mail.subject', { site: input.siteName }),
    body: `${greeting}\n\n${body}`,
    locale: input.locale,
    siteName: input.siteName,
    unsubscribe: input.unsubscribe,
  });
}

/** The language of a mail or page about `lists`: English only when every one of them is English. */
export function localeOfLists(lists: readonly Pick<NewsletterList, 'locale'>[]): Locale {
  return lists.length > 0 && lists.every((list) => list.locale === 'en') ? 'en' : 'hu';
}

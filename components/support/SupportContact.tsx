// Where a supporter gets help: the contact address and the questions and answers.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';

export function SupportContact({
  contactEmail,
  faqHref,
}: {
  contactEmail: string;
  faqHref: string;
}) {
  const t = usePageText();
  return (
    <>
      <p>
        {t('support.contact')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
      <p>
        <Link href={faqHref}>{t('support.faq')}</Link>
      </p>
    </>
  );
}

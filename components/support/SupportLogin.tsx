// /tamogatas/belepes: the signed-in reader's subscriptions from the CRM endpoints (SPEC section 7), or
// the login form when nobody is signed in (components/accounts/SupportAccount.tsx decides).
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { paths } from '@/lib/routing/paths';
import { SupportAccount } from '../accounts/SupportAccount';
import * as article from '../article/article.css';

export function SupportLogin({ title }: { title: string }) {
  const t = usePageText();
  return (
    <>
      <h1 className={article.title}>{title}</h1>
      <p className={article.lead}>{t('support.note.belepes')}</p>
      <SupportAccount />
      <p>
        <Link href={paths.support()}>{t('support.belepes.newSupport')}</Link>
      </p>
    </>
  );
}

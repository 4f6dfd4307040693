// /hirlevel/{feliratkozas|megerosites|leiratkozas} (issue 17): the newsletter's sign-up result, confirm
// and unsubscribe pages, rendered per request (lib/pages/newsletterPageProps.ts). One page file for the
// three keeps the build manifest, which every page loads, one entry shorter.
import { NewsletterPage } from '@/components/newsletter/NewsletterPage';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default NewsletterPage;
export const getServerSideProps = serverPropsOf('newsletter');

// /egyszazalek (SPEC section 2 "tax"; section 5: 404 on the regional edition): the 1% document plus the
// foundation's name and tax number from configuration (lib/support/supportConfig.ts), which the page
// shows in a copyable form.
import type { GetStaticProps } from 'next';
import { foundationConfig } from '../support/supportConfig';
import type { TaxPageProps } from '../view/taxPage';
import { docStaticProps } from './docPageProps';

const docProps = docStaticProps({ slug: 'egyszazalek', feature: 'tax', path: '/egyszazalek' });

export const taxStaticProps: GetStaticProps<TaxPageProps> = async (context) => {
  const result = await docProps(context);
  if (!('props' in result)) return result;
  return { ...result, props: { ...(await result.props), foundation: foundationConfig() } };
};

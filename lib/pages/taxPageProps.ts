// /egyszazalek (SPEC section 2 "tax"; section 5: 404 on the regional edition): the 1% document plus the
// foundation's name and tax number from configuration (lib/support/supportConfig.ts), which the page
// shows in a copyable form.
import { foundationConfig } from '../support/supportConfig';
import type { TaxPageProps } from '../view/taxPage';
import { loadDocPage } from './docPageProps';
import type { PageLoader } from './pageRequest';

const docProps = loadDocPage({ slug: 'egyszazalek', path: '/egyszazalek' });

export const loadTaxPage: PageLoader<TaxPageProps> = async (request) => {
  const result = await docProps(request);
  if (!('props' in result)) return result;
  return { ...result, props: { ...(await result.props), foundation: foundationConfig() } };
};

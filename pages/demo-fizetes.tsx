// /demo-fizetes: the demo payment provider's checkout (issue 16), where the support page's payment
// button goes while SUPPORT_PAYMENT_URL is not set; a 404 once a real provider is configured.
import { DemoCheckout } from '@/components/support/DemoCheckout';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default DemoCheckout;
export const getServerSideProps = serverPropsOf('demo_checkout');

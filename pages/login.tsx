// /login (SPEC section 4): the login of preview mode, rendered per request.
import { LoginPage } from '@/components/accounts/LoginPage';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default LoginPage;
export const getServerSideProps = serverPropsOf('live-login');

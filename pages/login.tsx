// /login: SPEC section 4 - outside preview mode /login redirects to /. (The login flow of preview mode
// belongs to the auth issue.)
import type { GetServerSideProps } from 'next';

export default function LoginPage() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/', permanent: false },
});

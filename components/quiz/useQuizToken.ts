// The page's quiz token for a quiz block (lib/client/quizToken.ts): null on the server and until the
// cookie is read or a new token arrives; asked for once the block is on the page.
import { useEffect, useSyncExternalStore } from 'react';
import { currentQuizToken, ensureQuizToken, subscribeQuizToken } from '@/lib/client/quizToken';

const onServer = () => null;

export function useQuizToken(): string | null {
  const token = useSyncExternalStore(subscribeQuizToken, currentQuizToken, onServer);
  useEffect(() => {
    // A failure leaves the block showing what the server rendered; a submission asks again.
    ensureQuizToken().catch(() => undefined);
  }, []);
  return token;
}

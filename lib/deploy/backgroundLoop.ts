// A background loop of every instance (the mail queue's retries, issue 29; the topic notifier and push
// queue, issue 32): `round` every `tickMs`, never two rounds at once, a failed round logged and the
// next one tried as usual. The timer does not keep the process alive. Answers its stop.
import { log } from '../observability/log';

export function startBackgroundLoop(
  name: string,
  tickMs: number,
  round: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch((error: unknown) => log.warn(`${name} round failed`, { error }))
      .finally(() => (running = false));
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

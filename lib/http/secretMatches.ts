// Constant-time comparison of a presented secret with the configured one (both hashed first, so their
// lengths never leak either).
import { createHash, timingSafeEqual } from 'node:crypto';

export function secretMatches(
  presented: string | undefined,
  expected: string | undefined,
): boolean {
  if (!presented || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

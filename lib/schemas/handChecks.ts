// Hand-written answer checks for the browser (no zod there: even zod/mini adds about 6 kB gz to a
// page). Small combinators, and `answerCheck` that turns one into the ResponseSchema the API client
// takes; each check's test holds it to the zod schema of the same answer.
import type { ResponseSchema } from '../client/apiClient';
import { isRecord, type Check } from './sharedDataRefresh';

// The combinators are defined with the shared data check (why: see there).
export {
  bool,
  filled,
  finite,
  isRecord,
  listOf,
  nullableText,
  shape,
  text,
  type Check,
} from './sharedDataRefresh';

/**
 * An answer check: `is` decides whether the JSON fits, `pick` takes the answer's fields from it (so
 * nothing else the server sends reaches the page); a misfit fails as "not {what}".
 */
export function answerCheck<T>(
  what: string,
  is: Check,
  pick: (value: Record<string, unknown>) => T,
): ResponseSchema<T> {
  return {
    safeParse(data) {
      return isRecord(data) && is(data)
        ? { success: true, data: pick(data) }
        : { success: false, error: new TypeError(`not ${what}`) };
    },
  };
}

// A value a queue stored as JSON (the mail queue's messages, the push queue's payloads), read back
// through its schema: null when it no longer reads as one (the queue then drops it, never retries it).
import type { z } from 'zod';

export function readStoredJson<T>(schema: z.ZodType<T>, json: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

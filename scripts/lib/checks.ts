// The named checks of the end-to-end scripts (scripts/test-scale.ts, scripts/test-systemd.ts): each
// prints ✓ or ✘ with its error, and the results give the final 'N passed, N failed'.

export const results: Array<{ name: string; error?: string }> = [];

export async function check(name: string, body: () => Promise<void>) {
  try {
    await body();
    results.push({ name });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, error: error instanceof Error ? error.message : String(error) });
    console.log(`  ✘ ${name}\n      ${results.at(-1)!.error}`);
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

// Command-line options of the bench scripts: `--name value` and bare `--flag`.

export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}

/** A positive number from `--name`, else from the environment variable, else the default. */
export function numberOption(name: string, envName: string, fallback: number): number {
  const raw = argument(name) ?? process.env[envName];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

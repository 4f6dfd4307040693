// Turns what a reader typed into a safe SQLite FTS5 query: every whitespace-separated piece that holds
// a letter or digit becomes a quoted phrase (inner quotes doubled), so operators, brackets, column
// filters and stray quotes in user input can never make the query fail (DESIGN, measured facts).
export function ftsQuery(input: string, { prefixLast = false } = {}): string | null {
  const pieces = input
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .split(/\s+/)
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece))
    .slice(0, 16)
    .map((piece) => `"${piece.replace(/"/g, '""')}"`);
  if (pieces.length === 0) return null;
  if (prefixLast) pieces[pieces.length - 1] += '*';
  return pieces.join(' ');
}

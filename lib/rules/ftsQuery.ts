// Turns what a reader typed into a safe SQLite FTS5 query: every whitespace-separated piece that holds
// a letter or digit becomes a quoted phrase (inner quotes doubled), so operators, brackets, column
// filters and stray quotes in user input can never make the query fail (DESIGN, measured facts).
/** The most words a search takes (the rest of a long input is ignored). */
const MAX_PIECES = 16;

export function ftsQuery(input: string, { prefixLast = false } = {}): string | null {
  const pieces = input
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .split(/\s+/)
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece))
    .slice(0, MAX_PIECES)
    .map((piece) => `"${piece.replace(/"/g, '""')}"`);
  if (pieces.length === 0) return null;
  if (prefixLast) pieces[pieces.length - 1] += '*';
  return pieces.join(' ');
}

/**
 * The words of a text as SQLite's `unicode61` tokenizer sees them: runs of letters, digits and
 * combining marks, lowercased (NFC). PostgreSQL's own parser would read "Ft/hó" as a file name and a
 * word "ó", or "a@b.hu" as an e-mail address; handing it these words only makes both engines index and
 * query the same tokens.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  );
}

/**
 * The same input as a PostgreSQL tsquery for the store's `hu_search` configuration (lib/store/
 * schema.pg.ts): each whitespace-separated piece becomes its letter-and-digit runs as a phrase
 * (`a <-> b`, like an FTS5 phrase of tokens), the pieces are all required (`&`), and the last run may
 * be a prefix (`:*`). Nothing else of the input reaches the query, so it can never be malformed.
 */
export function tsQuery(input: string, { prefixLast = false } = {}): string | null {
  const pieces = input
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .split(/\s+/)
    .map(searchWords)
    .filter((runs) => runs.length > 0)
    .slice(0, MAX_PIECES);
  if (pieces.length === 0) return null;
  if (prefixLast) {
    const last = pieces[pieces.length - 1]!;
    last[last.length - 1] += ':*';
  }
  return pieces.map((runs) => (runs.length > 1 ? `(${runs.join(' <-> ')})` : runs[0])).join(' & ');
}

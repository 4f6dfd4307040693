// HTTP range requests (RFC 9110 section 14) for the files we serve ourselves: the demo podcast audio,
// so that a player can seek without downloading the whole file. One range per request (what media
// elements ask for); a multi-range request is answered with the first range only.

export type RangeAnswer =
  /** No (usable) Range header: the whole file, 200. */
  | { kind: 'full' }
  /** 206 with bytes start..end (inclusive). */
  | { kind: 'partial'; start: number; end: number }
  /** 416: the range lies outside the file. */
  | { kind: 'unsatisfiable' };

/** What a Range header asks of a file of `size` bytes. */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/i.exec(header.trim());
  // A Range header in another unit or garbled is ignored, as the RFC asks.
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  const [, first, last] = match;
  if (first === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

// A page's query parameters (issue 28): a page answers whatever its query says, falling back to its
// default view for what it cannot use. Unlike the API's queryText (lib/http/apiRoute.ts), which
// answers 400, a too long parameter here reads as absent: it made pages throw, a 500 (on the football
// page one that shared caches could keep).

/** The parameter's text (the first of repeats), or undefined when absent or over `maxLength`. */
export function pageQueryText(
  value: string | string[] | undefined,
  maxLength: number,
): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && text.length <= maxLength ? text : undefined;
}

// A request's URL as the server logs it (issue 28: logs never show a secret): the path and the names of
// its query parameters, never their values (a mailed link's token, an OAuth code, whatever a client
// put there).
export function loggedUrl(url: string | undefined): string {
  if (!url) return '';
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  if (!query) return path;
  const names = [...new Set([...new URLSearchParams(query).keys()])].map((name) =>
    name.slice(0, 40),
  );
  return `${path}?${names.map((name) => `${name}=…`).join('&')}`;
}

// The dev OpenID Connect provider's cookies last the browser session (scripts/dev/oidcProvider.ts): a
// browser on another clock than the provider's keeps them; a deleting cookie still deletes.
import http from 'node:http';
import { sessionCookiesOnly } from './oidcProvider';

async function setCookiesOf(headers: string[]): Promise<string[]> {
  const server = http.createServer(
    sessionCookiesOnly((_req, res) => {
      res.setHeader('Set-Cookie', headers);
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return response.headers.getSetCookie();
  } finally {
    server.close();
  }
}

it('drops the expiry dates of the cookies it sets, keeps the 1970 one that deletes', async () => {
  expect(
    await setCookiesOf([
      '_session=abc; path=/; expires=Sun, 22 Nov 2026 10:00:00 GMT; httponly',
      '_interaction=x; path=/interaction; Expires=Sun, 22 Nov 2026 10:10:00 GMT; samesite=lax',
      '_session.legacy=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly',
    ]),
  ).toEqual([
    '_session=abc; path=/; httponly',
    '_interaction=x; path=/interaction; samesite=lax',
    '_session.legacy=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly',
  ]);
});

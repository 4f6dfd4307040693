// GET /api/logout over real HTTP (SPEC section 7; issue 28): only the site itself may end a session.
// A request another site's page (an image tag) or a sibling subdomain's page makes is refused, as is
// one whose Origin names another host; the site's own requests end the session (tests/e2e).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import logoutRoute from '@/pages/api/logout';

let site: string;
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    void (logoutRoute as unknown as http.RequestListener)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('logout refuses requests the site did not make', () => {
  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another host', { origin: 'https://hirek.gonosz.example' }],
  ])('%s: 403', async (_, headers) => {
    const answer = await fetch(`${site}/api/logout`, { headers });
    expect(answer.status).toBe(403);
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './LoginForm';

// Issue 14 / SPEC section 6: password first, then the mailed code; errors in Hungarian, announced and
// tied to the field, focus where the reader needs it.
function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The answers of POST /api/login and of the code, as lib/schemas/accountAnswers.ts has them. */
const firstStep = (firstStepToken: string, mailQueued = false) => ({
  token: firstStepToken,
  firstStepToken,
  expiresAt: 1,
  otpRequired: true,
  mailQueued,
});
const session = {
  token: 'a',
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: 2,
  refreshTokenExpiresAt: 3,
  loggedInUser: { id: 1, email: 'sara@example.hu', name: 'Sára', role: 'editor' },
  isAuthenticated: true,
};

describe('LoginForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields before calling the server', async () => {
    render(<LoginForm intro="preview" onSignedIn={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tovább' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Add meg az e-mail-címedet és a jelszavadat.',
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByLabelText('E-mail-cím').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a wrong password in Hungarian, on the password field', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { reason: 'bad-credentials' }));
    render(<LoginForm intro="preview" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-mail-cím'), 'sara@example.hu');
    await userEvent.type(screen.getByLabelText('Jelszó'), 'rossz{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Hibás e-mail-cím vagy jelszó.',
    );
    expect(screen.getByLabelText('Jelszó').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells how long to wait when rate limited', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { reason: 'rate-limited', retryAfter: 290 }));
    render(<LoginForm intro="support" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-mail-cím'), 'sara@example.hu');
    await userEvent.type(screen.getByLabelText('Jelszó'), 'x{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Túl sok próbálkozás. Próbáld újra 5 perc múlva.',
    );
  });

  it('goes on to the code with the first-step token as bearer, then signs in', async () => {
    const onSignedIn = vi.fn();
    fetchMock
      .mockResolvedValueOnce(answer(200, firstStep('elso-lepes')))
      .mockResolvedValueOnce(answer(401, { reason: 'wrong-code', attemptsLeft: 4 }))
      .mockResolvedValueOnce(answer(200, session));
    render(<LoginForm intro="preview" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('E-mail-cím'), 'sara@example.hu');
    await userEvent.type(screen.getByLabelText('Jelszó'), 'jo jelszo{Enter}');
    const code = await screen.findByLabelText('Belépési kód (6 számjegy)');
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('status').textContent).toContain('sara@example.hu');
    await userEvent.type(code, '000000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Hibás kód. Még 4 próbálkozásod maradt.',
    );
    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');
    await vi.waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ name: 'Sára' })),
    );
    const [url, init] = fetchMock.mock.calls[2]!;
    expect(url).toBe('/api/login/otp/verify');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer elso-lepes');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456' });
  });

  it('goes on to the code and says so when its mail waits in the queue (issue 29)', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, firstStep('elso-lepes', true)));
    render(<LoginForm intro="support" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-mail-cím'), 'sara@example.hu');
    await userEvent.type(screen.getByLabelText('Jelszó'), 'jo jelszo{Enter}');
    expect(await screen.findByLabelText('Belépési kód (6 számjegy)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'A belépési kódot most nem tudtuk elküldeni, de megőriztük, és amint lehet, újra küldjük: hamarosan megérkezik. A kód 10 percig érvényes.',
    );
  });

  it('shows the same news at the code step after a post without JavaScript', () => {
    render(
      <LoginForm
        intro="support"
        initialStep="code"
        initialRefusal={{ reason: 'mail-queued' }}
        onSignedIn={() => {}}
      />,
    );
    expect(screen.getByLabelText('Belépési kód (6 számjegy)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('hamarosan megérkezik');
  });

  it('sends the reader back to the first step when the code has expired', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, firstStep('t')))
      .mockResolvedValueOnce(answer(401, { reason: 'code-expired' }));
    render(<LoginForm intro="preview" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-mail-cím'), 'sara@example.hu');
    await userEvent.type(screen.getByLabelText('Jelszó'), 'x{Enter}');
    await userEvent.type(
      await screen.findByLabelText('Belépési kód (6 számjegy)'),
      '123456{Enter}',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('A kód lejárt');
    expect((screen.getByLabelText('Jelszó') as HTMLInputElement).value).toBe('');
  });
});

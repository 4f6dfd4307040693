// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsletterSignupView } from '@/lib/newsletter/newsletterSignupView';
import { NewsletterSignupForm } from './NewsletterSignupForm';

// Issue 17: a real form that works without JavaScript (post to the API, which answers with a 303), and
// with JavaScript names a problem on its field, moves the focus there, and announces "check your
// mailbox".
const { lists } = newsletterSignupView('main');

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function fillIn({
  email = 'olvaso@example.hu',
  firstName = 'Anna',
  list = 'Reggeli összefoglaló',
} = {}) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail-cím'), email);
  if (firstName) await userEvent.type(screen.getByLabelText('Keresztnév'), firstName);
  if (list) await userEvent.click(screen.getByRole('checkbox', { name: list }));
}

describe('NewsletterSignupForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a plain form post to the API, with labelled fields and the lists in a fieldset', () => {
    const { container } = render(<NewsletterSignupForm lists={lists} />);
    const form = container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      '/api/newsletter/subscribe',
    ]);
    expect(screen.getByLabelText('E-mail-cím').getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('Keresztnév').getAttribute('name')).toBe('firstName');
    expect(screen.getByLabelText('Vezetéknév (nem kötelező)').getAttribute('name')).toBe(
      'lastName',
    );
    const group = screen.getByRole('group', { name: 'Melyik hírleveleinket kéred?' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.getAttribute('name'), box.getAttribute('value')])).toEqual([
      ['listCodes', 'reggeli'],
      ['listCodes', 'heti-valogatas'],
      ['listCodes', 'g7'],
      ['listCodes', 'english'],
    ]);
    // Each list's frequency and description describe its checkbox; the English one is marked English.
    expect(
      screen.getByRole('checkbox', { name: 'Heti válogatás' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText('Hírvonal English').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Adatvédelmi tájékoztató' }).getAttribute('href')).toBe(
      '/dokumentum/adatvedelem',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends the fields as JSON and announces the confirmation mail', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { status: 'pending', mail: 'sent', listCodes: ['reggeli'] }),
    );
    render(<NewsletterSignupForm lists={lists} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Majdnem kész! Elküldtük a megerősítő levelet erre a címre: olvaso@example.hu. A feliratkozás a levélben lévő linkre kattintva lép életbe.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'olvaso@example.hu',
      firstName: 'Anna',
      listCodes: ['reggeli'],
    });
    expect((screen.getByLabelText('E-mail-cím') as HTMLInputElement).value).toBe('');
  });

  it('tells the reader when the confirmation mail waits in the queue', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { status: 'pending', mail: 'queued', listCodes: ['reggeli'] }),
    );
    render(<NewsletterSignupForm lists={lists} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'A megerősítő levelet most nem tudtuk elküldeni erre a címre: olvaso@example.hu, de megőriztük, és amint lehet, elküldjük.',
    );
  });

  it.each([
    [{ reason: 'invalid-field', field: 'email' }, 'E-mail-cím', 'Ez nem érvényes e-mail-cím.'],
    [{ reason: 'missing-field', field: 'firstName' }, 'Keresztnév', 'Add meg a keresztnevedet.'],
    [
      { reason: 'missing-field', field: 'listCodes' },
      'Reggeli összefoglaló',
      'Válassz legalább egy hírlevelet.',
    ],
  ])('names the field of a 400 (%j), marks it and focuses it', async (body, label, text) => {
    fetchMock.mockImplementation(async () => answer(400, { code: 400, ...body }));
    render(<NewsletterSignupForm lists={lists} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    const field = screen.getByLabelText(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    const describedBy = (
      label === 'Reggeli összefoglaló'
        ? screen.getByRole('group').getAttribute('aria-describedby')
        : field.getAttribute('aria-describedby')
    )!;
    expect(document.getElementById(describedBy)?.textContent).toBe(text);
    // The next try focuses the field again.
    (document.activeElement as HTMLElement).blur();
    await userEvent.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label)));
  });

  it.each([
    [answer(429, { reason: 'rate-limited', retryAfter: 290 }), 'Próbáld újra 5 perc múlva.'],
    [
      answer(503, { reason: 'store-unavailable' }),
      'A feliratkozást most nem tudjuk fogadni. Próbáld újra néhány perc múlva.',
    ],
  ])('says what to do when the sign-up cannot go through now', async (response, text) => {
    fetchMock.mockResolvedValueOnce(response);
    render(<NewsletterSignupForm lists={lists} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(document.activeElement).toBe(alert);
  });

  it('says so when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<NewsletterSignupForm lists={lists} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nem sikerült kapcsolódni. Próbáld újra.',
    );
  });

  it('shows the problem a plain form post came back with, on its field', () => {
    render(<NewsletterSignupForm lists={lists} initialProblem="email-invalid" />);
    const field = screen.getByLabelText('E-mail-cím');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });
});

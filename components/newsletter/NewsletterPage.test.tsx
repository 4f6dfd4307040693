// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { newsletterSignupView } from '@/lib/newsletter/newsletterSignupView';
import type { NewsletterPageProps, NewsletterPageView } from '@/lib/view/newsletterPage';
import { NewsletterPage } from './NewsletterPage';

// Issue 17: the sign-up result, confirm and unsubscribe pages. Opening a link only shows its button (a
// plain form post); a link that cannot be used says why.
const { lists } = newsletterSignupView('main');
const two = lists.slice(0, 2);

function show(view: NewsletterPageView) {
  return render(<NewsletterPage {...({ shell: {}, view } as unknown as NewsletterPageProps)} />);
}

describe('NewsletterPage', () => {
  it.each([
    [
      'confirm',
      '/api/newsletter/confirm',
      'Megerősítem a feliratkozást',
      'Feliratkozás megerősítése',
    ],
    ['unsubscribe', '/api/newsletter/unsubscribe', 'Leiratkozom', 'Leiratkozás'],
  ] as const)('asks before it does anything: %s', (step, action, button, title) => {
    const { container } = show({
      step,
      kind: 'ask',
      token: 'a'.repeat(43),
      email: 'olvaso@example.hu',
      lists: two,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(/olvaso@example\.hu/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Reggeli összefoglaló (Hétköznap reggel 6 órakor)',
      'Heti válogatás (Szombat reggel)',
    ]);
    const form = container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', action]);
    expect(form.querySelector('input[name=token]')?.getAttribute('value')).toBe('a'.repeat(43));
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it.each([
    ['confirm', 'done', 'Köszönjük! A feliratkozásod érvényes'],
    ['confirm', 'used', 'Ezt a megerősítő linket már felhasználták.'],
    ['confirm', 'expired', 'Ez a megerősítő link lejárt.'],
    ['confirm', 'invalid', 'Ez a link érvénytelen.'],
    ['unsubscribe', 'done', 'Leiratkoztál.'],
    ['unsubscribe', 'used', 'Erről már leiratkoztál'],
    ['unsubscribe', 'invalid', 'Ez a link érvénytelen.'],
  ] as const)('%s, %s: says so', (step, outcome, text) => {
    const { container } = show({ step, kind: 'outcome', outcome, lists: [] });
    expect(screen.getByText(new RegExp(text))).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Hírleveleink' }).getAttribute('href')).toBe(
      '/dokumentum/feliratkozas-hirlevelekre',
    );
  });

  it('after a plain form post: check your mailbox', () => {
    show({ step: 'signup', kind: 'sent', mail: 'sent' });
    expect(screen.getByRole('status').textContent).toContain('Elküldtük a megerősítő levelet.');
  });

  it('after a plain form post with a problem: the form again, the problem on its field', () => {
    show({ step: 'signup', kind: 'form', lists, problem: 'lists-missing' });
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Válassz legalább egy hírlevelet.').length).toBeGreaterThan(0);
  });
});

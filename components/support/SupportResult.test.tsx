// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { SupportFailure } from './SupportFailure';
import { SupportSuccess } from './SupportSuccess';

// Issue 16 / SPEC section 2 (support slugs siker and hiba): the result says what happened and what to
// do next.
const currency = { code: 'HUF', sign: 'Ft' };
const contact = { contactEmail: 'tamogatas@example.com', faqHref: '/dokumentum/tamogatas-gyik' };
const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

describe('SupportSuccess', () => {
  it('thanks, names the support, says what happens now and links to managing it and home', () => {
    render(
      <SupportSuccess
        title="Köszönjük a támogatásodat!"
        choice={{ amount: 5000, period: 'monthly' }}
        currency={currency}
        {...contact}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Köszönjük a támogatásodat!' }),
    ).toBeTruthy();
    expect(norm(screen.getByRole('status').textContent)).toBe('Havi 5000 Ft támogatásod elindult.');
    expect(screen.getByRole('heading', { name: 'Mi történik most?' })).toBeTruthy();
    expect(screen.getByText(/minden hónapban ugyanazon a napon/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Támogatásom kezelése' }).getAttribute('href')).toBe(
      '/tamogatas/belepes',
    );
    expect(screen.getByRole('link', { name: 'Tovább a címlapra' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'tamogatas@example.com' }).getAttribute('href')).toBe(
      'mailto:tamogatas@example.com',
    );
  });

  it('a one-time gift: no monthly charge note', () => {
    render(
      <SupportSuccess
        title="x"
        choice={{ amount: 2000, period: 'once' }}
        currency={currency}
        {...contact}
      />,
    );
    expect(norm(screen.getByRole('status').textContent)).toBe('2000 Ft támogatásodat megkaptuk.');
    expect(screen.queryByText(/minden hónapban/)).toBeNull();
  });
});

describe('SupportFailure', () => {
  it('says nothing was charged, why it may have failed, and offers the same amount again', () => {
    render(
      <SupportFailure
        title="A fizetés nem sikerült"
        choice={{ amount: 7500, period: 'once' }}
        retryHref="/tamogatas?osszeg=7500&gyakorisag=egyszeri"
        currency={currency}
        {...contact}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'A fizetés nem sikerült' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('a kártyádat nem terheltük meg');
    expect(norm(screen.getByText(/A választott támogatás/).textContent)).toBe(
      'A választott támogatás: 7500 Ft, egyszeri.',
    );
    expect(
      screen
        .getByRole('link', { name: 'Próbáld újra ugyanezzel az összeggel' })
        .getAttribute('href'),
    ).toBe('/tamogatas?osszeg=7500&gyakorisag=egyszeri');
    expect(screen.getByRole('link', { name: 'Gyakori kérdések a támogatásról' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'tamogatas@example.com' })).toBeTruthy();
  });

  it('without a choice: back to the form', () => {
    render(
      <SupportFailure
        title="x"
        choice={null}
        retryHref="/tamogatas#tamogatas-urlap"
        currency={currency}
        {...contact}
      />,
    );
    expect(screen.queryByText(/A választott támogatás/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Vissza a támogatási oldalra' }).getAttribute('href'),
    ).toBe('/tamogatas#tamogatas-urlap');
  });
});

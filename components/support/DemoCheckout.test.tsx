// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { DemoCheckout } from './DemoCheckout';

// Issue 16: the demo payment provider lets a tester finish a payment either way, and says it is a demo.
const currency = { code: 'HUF', sign: 'Ft' };

describe('DemoCheckout', () => {
  it('shows the charge and the two outcomes as links to our result pages', () => {
    render(
      <DemoCheckout
        currency={currency}
        campaignHref="/tamogatas"
        request={{
          buttonId: 'HV-DEMO',
          amount: 5000,
          period: 'monthly',
          successHref: '/tamogatas/siker?osszeg=5000&gyakorisag=havi',
          failureHref: '/tamogatas/hiba?osszeg=5000&gyakorisag=havi',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Demó fizetés' })).toBeTruthy();
    expect(screen.getByText(/nem történik valódi fizetés/)).toBeTruthy();
    expect(screen.getByText(/Fizetendő/).textContent?.replace(/\s/g, ' ')).toBe(
      'Fizetendő: 5000 Ft havonta',
    );
    expect(screen.getByText('Fizetési gomb azonosítója: HV-DEMO')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sikeres fizetés' }).getAttribute('href')).toBe(
      '/tamogatas/siker?osszeg=5000&gyakorisag=havi',
    );
    expect(screen.getByRole('link', { name: 'Sikertelen fizetés' }).getAttribute('href')).toBe(
      '/tamogatas/hiba?osszeg=5000&gyakorisag=havi',
    );
  });

  it('refuses a malformed request and leads back to the campaign', () => {
    render(<DemoCheckout currency={currency} campaignHref="/tamogatas" request={null} />);
    expect(screen.getByRole('alert').textContent).toContain('hiányos vagy hibás');
    expect(screen.queryByRole('link', { name: 'Sikeres fizetés' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Vissza a támogatási oldalra' }).getAttribute('href'),
    ).toBe('/tamogatas');
  });
});

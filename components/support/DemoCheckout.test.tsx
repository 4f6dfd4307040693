// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { DemoCheckout } from './DemoCheckout';

// Issue 16: the demo payment provider lets a tester finish a payment either way, and says it is a
// demo. Issue 32: the outcome is a form to the demo provider, which sends the signed callbacks.
const currency = { code: 'HUF', sign: 'Ft' };
const REF = 'Ab3_Ab3_Ab3_Ab3_Ab3_';

describe('DemoCheckout', () => {
  it('shows the charge, asks for the payer and posts the chosen outcome to the demo provider', () => {
    const { container } = render(
      <DemoCheckout
        currency={currency}
        campaignHref="/tamogatas"
        switches={[['ketszer', '1']]}
        request={{
          buttonId: 'HV-DEMO',
          reference: REF,
          amount: 5000,
          period: 'monthly',
          successHref: `/tamogatas/siker?osszeg=5000&gyakorisag=havi&fizetes=${REF}`,
          failureHref: `/tamogatas/hiba?osszeg=5000&gyakorisag=havi&fizetes=${REF}`,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Demó fizetés' })).toBeTruthy();
    expect(screen.getByText(/nem történik valódi fizetés/)).toBeTruthy();
    expect(screen.getByText(/Fizetendő/).textContent?.replace(/\s/g, ' ')).toBe(
      'Fizetendő: 5000 Ft havonta',
    );
    expect(screen.getByText('Fizetési gomb azonosítója: HV-DEMO')).toBeTruthy();
    expect(screen.getByLabelText('E-mail-cím (a fizető fél)')).toBeTruthy();
    const success = screen.getByRole('button', { name: 'Sikeres fizetés' });
    expect(success.getAttribute('value')).toBe('succeeded');
    expect(screen.getByRole('button', { name: 'Sikertelen fizetés' }).getAttribute('value')).toBe(
      'failed',
    );
    const form = success.closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/payments/demo');
    expect(form.getAttribute('method')).toBe('post');
    const hidden = Object.fromEntries(
      [...container.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      custom: REF,
      return: `/tamogatas/siker?osszeg=5000&gyakorisag=havi&fizetes=${REF}`,
      cancel_return: `/tamogatas/hiba?osszeg=5000&gyakorisag=havi&fizetes=${REF}`,
      ketszer: '1',
    });
  });

  it('refuses a malformed request and leads back to the campaign', () => {
    render(
      <DemoCheckout currency={currency} campaignHref="/tamogatas" request={null} switches={[]} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('hiányos vagy hibás');
    expect(screen.queryByRole('button', { name: 'Sikeres fizetés' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Vissza a támogatási oldalra' }).getAttribute('href'),
    ).toBe('/tamogatas');
  });
});

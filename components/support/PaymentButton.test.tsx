// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { PaymentButton } from './PaymentButton';

// Issue 16 / SPEC section 9: the payment button is a real form; issue 32: it posts the reader's choice
// to our payment start, which records the payment and goes on to the provider's checkout.
const payment = {
  action: '/api/payments/start',
  fields: [
    ['osszeg', '5000'],
    ['gyakorisag', 'havi'],
  ] as Array<[string, string]>,
  amount: 5000,
  period: 'monthly' as const,
  changeHref: '#tamogatas-urlap',
};

describe('PaymentButton', () => {
  it('says what will be paid and posts the choice to the payment start', () => {
    const { container } = render(
      <PaymentButton payment={payment} currency={{ code: 'HUF', sign: 'Ft' }} />,
    );
    expect(screen.getByText(/Havi támogatás/).textContent?.replace(/\s/g, ' ')).toBe(
      'Havi támogatás: 5000 Ft, minden hónapban.',
    );
    const button = screen.getByRole('button', { name: 'Fizetés bankkártyával' });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/payments/start');
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ osszeg: '5000', gyakorisag: 'havi' });
    expect(
      screen.getByRole('link', { name: 'Összeg vagy gyakoriság módosítása' }).getAttribute('href'),
    ).toBe('#tamogatas-urlap');
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(2);
  });

  it('says a one-time payment as such', () => {
    render(
      <PaymentButton
        payment={{ ...payment, period: 'once' }}
        currency={{ code: 'HUF', sign: 'Ft' }}
      />,
    );
    expect(screen.getByText(/Egyszeri támogatás/).textContent?.replace(/\s/g, ' ')).toBe(
      'Egyszeri támogatás: 5000 Ft.',
    );
  });
});

// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { PAYMENT_POLL_MS } from '@/lib/constants';
import type { PaymentStatus } from '@/lib/schemas/paymentStatus';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';
import { PaymentResult } from './PaymentResult';

// Issue 32: siker and hiba show the recorded state of the reader's payment, not the redirect's word:
// pending while no callback arrived (polling until it settles), succeeded, failed.
const fetchMock = fakeTimersAndFetch();
const currency = { code: 'HUF', sign: 'Ft' };
const contact = { contactEmail: 'tamogatas@example.com', faqHref: '/dokumentum/tamogatas-gyik' };
const REF = 'Ab3_Ab3_Ab3_Ab3_Ab3_';
const status = (state: PaymentStatus['state']): PaymentStatus => ({
  reference: REF,
  state,
  amount: 5000,
  currency: 'HUF',
  period: 'monthly',
});

function renderResult(kind: 'siker' | 'hiba', payment: PaymentStatus | null) {
  return render(
    <FreshSwrCache>
      <PaymentResult
        view={{ kind, payment, retryHref: '/tamogatas?osszeg=5000&gyakorisag=havi' }}
        currency={currency}
        {...contact}
      />
    </FreshSwrCache>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('PaymentResult', () => {
  it('pending on siker until the callback arrives, then the thanks; polling stops', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify(status('started')), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(status('succeeded')), { status: 200 }));
    renderResult('siker', status('started'));
    expect(h1()).toBe('A fizetés feldolgozás alatt');
    expect(screen.getByRole('status').textContent).toContain('Még várjuk');
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/payments/status/${REF}`);
    expect(h1()).toBe('A fizetés feldolgozás alatt');
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(h1()).toBe('Köszönjük a támogatásodat!');
    expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toBe(
      'Havi 5000 Ft támogatásod elindult.',
    );
    await act(() => vi.advanceTimersByTimeAsync(5 * PAYMENT_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the recorded failure on siker: not the redirect’s word', () => {
    renderResult('siker', status('failed'));
    expect(h1()).toBe('A fizetés nem sikerült');
    expect(screen.queryByText('Köszönjük a támogatásodat!')).toBeNull();
  });

  it('the recorded success on hiba, and no poll for a settled payment', async () => {
    renderResult('hiba', status('succeeded'));
    expect(h1()).toBe('Köszönjük a támogatásodat!');
    await act(() => vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_MS));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a return URL that names no recorded payment says so', () => {
    renderResult('siker', null);
    expect(h1()).toBe('Ezt a fizetést nem találjuk');
    expect(screen.queryByText('Köszönjük a támogatásodat!')).toBeNull();
  });
});

import { paymentFields, readPaymentRequest } from './paymentRequest';

// Issue 16: the payment button's request (SPEC section 9: a payment-button identifier for a card/online
// payment subscription) and the demo checkout's reading of it.
const demo = {
  action: '/demo-fizetes',
  buttonId: 'BTN',
  demo: true,
  returnOrigin: '',
  secret: 'titok',
};
// Issue 32: the payment's reference goes as `custom` and in the return URLs.
const REF = 'Ab3_Ab3_Ab3_Ab3_Ab3_';
const real = {
  ...demo,
  action: 'https://pay.example/checkout',
  demo: false,
  returnOrigin: 'https://hirvonal.hu',
};

describe('paymentFields', () => {
  it.each([
    [
      demo,
      { amount: 5000, period: 'monthly' as const },
      [
        ['hosted_button_id', 'BTN'],
        ['amount', '5000'],
        ['currency_code', 'HUF'],
        ['recurring', '1'],
        ['return', `/tamogatas/siker?osszeg=5000&gyakorisag=havi&fizetes=${REF}`],
        ['cancel_return', `/tamogatas/hiba?osszeg=5000&gyakorisag=havi&fizetes=${REF}`],
        ['custom', REF],
      ],
    ],
    [
      real,
      { amount: 2000, period: 'once' as const },
      [
        ['hosted_button_id', 'BTN'],
        ['amount', '2000'],
        ['currency_code', 'HUF'],
        ['recurring', '0'],
        [
          'return',
          `https://hirvonal.hu/tamogatas/siker?osszeg=2000&gyakorisag=egyszeri&fizetes=${REF}`,
        ],
        [
          'cancel_return',
          `https://hirvonal.hu/tamogatas/hiba?osszeg=2000&gyakorisag=egyszeri&fizetes=${REF}`,
        ],
        ['custom', REF],
      ],
    ],
  ])('%j, %j', (config, choice, expected) => {
    expect(paymentFields(config, choice, 'HUF', REF)).toEqual(expected);
  });
});

describe('readPaymentRequest', () => {
  const expected = { buttonId: 'BTN', currency: 'HUF', limits: { min: 1000, max: 1_000_000 } };
  const good = Object.fromEntries(
    paymentFields(demo, { amount: 5000, period: 'monthly' }, 'HUF', REF),
  );

  it('reads back what the button sends', () => {
    expect(readPaymentRequest(good, expected)).toEqual({
      buttonId: 'BTN',
      reference: REF,
      amount: 5000,
      period: 'monthly',
      successHref: `/tamogatas/siker?osszeg=5000&gyakorisag=havi&fizetes=${REF}`,
      failureHref: `/tamogatas/hiba?osszeg=5000&gyakorisag=havi&fizetes=${REF}`,
    });
  });

  it.each([
    ['another button', { hosted_button_id: 'OTHER' }],
    ['no amount', { amount: undefined }],
    ['an amount below the minimum', { amount: '10' }],
    ['another currency', { currency_code: 'RON' }],
    ['no period', { recurring: '2' }],
    ['a return URL elsewhere', { return: 'https://evil.example/tamogatas/siker' }],
    ['a protocol-relative return URL', { return: '//evil.example/tamogatas/siker' }],
    ['a cancel URL to another page', { cancel_return: '/tamogatas/siker' }],
    ['a return URL to a longer path', { return: '/tamogatas/sikeres' }],
    ['no payment reference', { custom: undefined }],
    ['a malformed payment reference', { custom: 'rövid' }],
  ])('refuses %s', (_name, change) => {
    expect(readPaymentRequest({ ...good, ...change }, expected)).toBeNull();
  });
});

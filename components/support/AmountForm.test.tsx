// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AmountFormView } from '@/lib/view/supportPage';
import { AmountForm } from './AmountForm';

// Issue 16: amounts in the edition's currency, monthly or once, a GET form to /tamogatas that the
// server checks; a bad choice comes back with its problem named and what was typed kept.
const currency = { code: 'HUF', sign: 'Ft' };
const base: AmountFormView = {
  presets: [2000, 5000, 10000, 20000],
  min: 1000,
  max: 1_000_000,
  selected: '5000',
  custom: '',
  period: 'havi',
  problems: {},
};
const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

describe('AmountForm', () => {
  it('offers the amounts in forints, monthly preselected, and submits to /tamogatas with GET', () => {
    const { container } = render(<AmountForm form={base} currency={currency} />);
    const amounts = screen.getByRole('group', { name: 'Összeg' });
    const radios = within(amounts).getAllByRole('radio');
    expect(radios.map((r) => norm(r.parentElement?.textContent))).toEqual([
      '2000 Ft',
      '5000 Ft',
      '10 000 Ft',
      '20 000 Ft',
      'Más összeg',
    ]);
    expect(
      (within(amounts).getByRole('radio', { name: '5000 Ft' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('radio', { name: 'Havonta' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Saját összeg (Ft)')).toBeTruthy();
    expect(norm(screen.getByText(/Legalább/).textContent)).toBe(
      'Legalább 1000 Ft, legfeljebb 1 000 000 Ft.',
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/tamogatas');
    expect(screen.getByRole('button', { name: 'Tovább a fizetéshez' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the currency sign from the props (the edition config)', () => {
    render(
      <AmountForm form={{ ...base, presets: [25, 50] }} currency={{ code: 'RON', sign: 'Lei' }} />,
    );
    expect(screen.getByRole('radio', { name: '25 Lei' })).toBeTruthy();
    expect(screen.getByLabelText('Saját összeg (Lei)')).toBeTruthy();
  });

  it('typing an own amount picks "Más összeg"', async () => {
    render(<AmountForm form={base} currency={currency} />);
    await userEvent.type(screen.getByLabelText('Saját összeg (Ft)'), '7500');
    expect((screen.getByRole('radio', { name: 'Más összeg' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it.each([
    ['too-small', 'A legkisebb összeg 1000 Ft.'],
    ['too-large', 'A legnagyobb összeg 1 000 000 Ft.'],
    ['not-a-number', 'Az összeget egész számmal add meg, például 5000.'],
    ['missing', 'Add meg, mekkora összeggel támogatnál.'],
  ] as const)(
    'a %s amount is named in an alert and on the field, the input kept',
    (problem, message) => {
      render(
        <AmountForm
          form={{ ...base, selected: 'egyeni', custom: '12 abc', problems: { amount: problem } }}
          currency={currency}
        />,
      );
      const alert = screen.getByRole('alert');
      expect(norm(alert.textContent)).toContain(message);
      expect(within(alert).getByRole('link').getAttribute('href')).toBe('#support-amount-custom');
      const field = screen.getByLabelText('Saját összeg (Ft)') as HTMLInputElement;
      expect(field.value).toBe('12 abc');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(norm(screen.getByRole('textbox').getAttribute('aria-describedby'))).toContain(
        'support-amount-error',
      );
      expect((screen.getByRole('radio', { name: 'Más összeg' }) as HTMLInputElement).checked).toBe(
        true,
      );
    },
  );

  it('names an unknown period', () => {
    render(
      <AmountForm
        form={{ ...base, period: 'hetente', problems: { period: 'unknown' } }}
        currency={currency}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Válaszd ki, hogy havonta vagy egyszer támogatsz.',
    );
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });
});

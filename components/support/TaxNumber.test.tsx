// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaxNumber } from './TaxNumber';

// Issue 16, the 1% page: the foundation's tax number (a configured value) in a copyable form.
afterEach(() => vi.unstubAllGlobals());

describe('TaxNumber', () => {
  it('shows the foundation and its tax number as text', () => {
    vi.stubGlobal('navigator', {});
    render(<TaxNumber name="Alapítvány" taxNumber="12345678-1-42" />);
    expect(screen.getByRole('heading', { name: 'Az alapítvány adatai' })).toBeTruthy();
    expect(screen.getByText('12345678-1-42')).toBeTruthy();
    expect(screen.getByText('Alapítvány')).toBeTruthy();
    // No clipboard, no button that could not work.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('copies the number and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<TaxNumber name="Alapítvány" taxNumber="12345678-1-42" />);
    await userEvent.click(screen.getByRole('button', { name: 'Adószám másolása' }));
    expect(writeText).toHaveBeenCalledWith('12345678-1-42');
    expect(screen.getByRole('status').textContent).toBe('Az adószámot a vágólapra másoltuk.');
  });

  it('says when copying failed', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: async () => Promise.reject(new Error('no')) },
    });
    render(<TaxNumber name="Alapítvány" taxNumber="12345678-1-42" />);
    await userEvent.click(screen.getByRole('button', { name: 'Adószám másolása' }));
    expect(screen.getByRole('status').textContent).toContain('A másolás nem sikerült');
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerender } from 'react-dom/static';
import { en } from '@/lib/i18n/en';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { RenderModeContext } from '../app/RenderModeContext';
import { NewsletterPromo } from './NewsletterPromo';
import { NewsletterPromoSlot } from './NewsletterPromoSlot';

// SPEC section 4: "Newsletter promo hide: permanent or temporary. An accordion toggles open/closed."
// Issue 17: no JavaScript needed: a native <details>, and the hide buttons are plain form posts.
describe('NewsletterPromo', () => {
  it('pitches in a native accordion that toggles, with the link to the sign-up page', async () => {
    const { container } = render(<NewsletterPromo place="article" back="/belfold/2026/11/20/x" />);
    const box = screen.getByRole('region', { name: 'Hírleveleink' });
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(
      within(box).getByText('A nap legfontosabb hírei reggel, a postafiókodban'),
    );
    expect(details.open).toBe(true);
    expect(within(box).getByRole('link', { name: 'Feliratkozom' }).getAttribute('href')).toBe(
      '/dokumentum/feliratkozas-hirlevelekre',
    );
    await userEvent.click(
      within(box).getByText('A nap legfontosabb hírei reggel, a postafiókodban'),
    );
    expect(details.open).toBe(false);
  });

  it('hides by a plain form post: place, back and the kind of the button pressed', () => {
    render(<NewsletterPromo place="front" back="/" />);
    const form = screen.getByRole('form', { name: 'Ajánló elrejtése' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      '/api/newsletter/promo',
    ]);
    const hidden = [...form.querySelectorAll('input[type=hidden]')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['place', 'front'],
      ['back', '/'],
    ]);
    const buttons = within(form).getAllByRole('button');
    expect(
      buttons.map((b) => [b.textContent, b.getAttribute('name'), b.getAttribute('value')]),
    ).toEqual([
      ['Most nem', 'kind', 'temporary'],
      ['Ne mutasd többé', 'kind', 'permanent'],
    ]);
  });

  it('speaks English on the English section’s pages', () => {
    render(
      <LocaleContext.Provider value={localeValue('en', en)}>
        <NewsletterPromo place="article" back="/english/2026/11/20/x" />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'Our newsletters' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });
});

describe('NewsletterPromoSlot', () => {
  it('marks its place for the hide rule and renders the box on the server', async () => {
    // As a page is rendered: everything, the lazily loaded box included, before the HTML goes out.
    const { prelude } = await prerender(<NewsletterPromoSlot place="front" back="/" />);
    const html = await new Response(prelude).text();
    expect(html).toMatch(/^<div class="[^"]+" data-place="front">/);
    expect(html).toContain('<summary>A nap legfontosabb hírei reggel, a postafiókodban</summary>');
    expect(html).toContain('<input type="hidden" name="place" value="front"/>');
    const { container } = render(<NewsletterPromoSlot place="article" back="/x" />);
    expect(container.firstElementChild?.getAttribute('data-place')).toBe('article');
    expect(await screen.findByRole('region', { name: 'Hírleveleink' })).toBeTruthy();
  });

  it('shows no promo in the newsroom’s app (issue 18)', () => {
    const { container } = render(
      <RenderModeContext.Provider value="app">
        <NewsletterPromoSlot place="front" back="/" />
      </RenderModeContext.Provider>,
    );
    expect(container.innerHTML).toBe('');
  });
});

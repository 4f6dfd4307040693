// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { DocToc } from './DocToc';

// The table of contents is a named navigation landmark with one in-page link per chapter, in order.
describe('DocToc', () => {
  it('links each entry to its id', () => {
    render(
      <DocToc
        entries={[
          { id: 'kiado', text: 'Kiadó' },
          { id: 'hirdetesi-ugyek', text: 'Hirdetési ügyek' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Tartalomjegyzék' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kiadó', '#kiado'],
      ['Hirdetési ügyek', '#hirdetesi-ugyek'],
    ]);
    expect(within(nav).getByRole('list').tagName).toBe('OL');
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { AreaTable } from './AreaTable';

// The map's data as a table: a caption, the columns given, one row per area whose first cell links
// to the area's page; a frame that keyboards can scroll, named by the caption.
const rows = [
  {
    key: '06',
    href: '/melleklet/usa-2024/adatok/california',
    cells: ['Kalifornia', 'Kamala Harris', '54'],
  },
  { key: '48', href: '/melleklet/usa-2024/adatok/texas', cells: ['Texas', 'Donald Trump', '40'] },
];

describe('AreaTable', () => {
  it('has the caption, the column heads and a row per area', () => {
    render(
      <AreaTable
        caption="Eredmények államonként"
        columns={['Állam', 'Győztes', 'Elektorok']}
        rows={rows}
        numericColumns={[2]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Eredmények államonként' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Állam', 'Győztes', 'Elektorok']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => row.textContent)).toEqual([
      'KaliforniaKamala Harris54',
      'TexasDonald Trump40',
    ]);
  });

  it("links each row's first cell, a row header, to the area's page", () => {
    render(
      <AreaTable caption="Eredmények" columns={['Állam', 'Győztes', 'Elektorok']} rows={rows} />,
    );
    const header = screen.getByRole('rowheader', { name: 'Texas' });
    expect(within(header).getByRole('link', { name: 'Texas' }).getAttribute('href')).toBe(
      '/melleklet/usa-2024/adatok/texas',
    );
  });

  it('sits in a focusable frame named by the caption', () => {
    render(
      <AreaTable caption="Eredmények" columns={['Állam', 'Győztes', 'Elektorok']} rows={rows} />,
    );
    const frame = screen.getByRole('region', { name: 'Eredmények' });
    expect(frame.getAttribute('tabindex')).toBe('0');
  });

  it('aligns the figure columns apart from the text ones', () => {
    render(
      <AreaTable
        caption="Eredmények"
        columns={['Állam', 'Győztes', 'Elektorok']}
        rows={rows}
        numericColumns={[2]}
      />,
    );
    const [first] = screen.getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]!.className).not.toBe(cells[1]!.className);
  });
});

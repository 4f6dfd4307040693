// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { huCountyLayout } from '@/lib/elections/maps/huTiles';
import type { MapLayout } from '@/lib/elections/maps/mapLayout';
import { NO_DATA_FILL } from '@/lib/view/electionView';
import { AreaMap } from './AreaMap';

// The map as its readers meet it: one named group of links, one per area with data, each named by its
// label and filled with its colour; grey areas that are no links; extra tiles that pointers can hit
// but keyboards and screen readers skip; a legend in words; a drawing that scales without shifting.

const layout: MapLayout = {
  viewBox: '0 0 200 100',
  labelSize: 10,
  shapes: [
    { key: '06', name: 'California', d: 'M0 0h50v50h-50z', label: { x: 25, y: 25, text: 'CA' } },
    { key: '11', name: 'District of Columbia', d: 'M60 0h2v2h-2z', label: null, alias: true },
    {
      key: '11',
      name: 'District of Columbia',
      d: 'M60 10h20v20h-20z',
      label: { x: 70, y: 20, text: 'DC' },
    },
    { key: '48', name: 'Texas', d: 'M100 0h50v50h-50z', label: { x: 125, y: 25, text: 'TX' } },
  ],
  groups: [
    { key: 'west', name: 'West', d: 'M0 0h100v60h-100z', label: { x: 50, y: 55, text: 'W' } },
  ],
};

const areas = {
  '06': {
    href: '/melleklet/usa-2024/adatok/california',
    fill: '#0015bc',
    label: 'Kalifornia: Harris',
  },
  '11': {
    href: '/melleklet/usa-2024/adatok/district-of-columbia',
    fill: '#0015bc',
    label: 'Washington, D.C.: Harris',
  },
};

const legend = [
  { color: '#e81b23', label: 'Republikánusok' },
  { color: '#0015bc', label: 'Demokraták' },
];

function renderMap(onSelect?: Parameters<typeof AreaMap>[0]['onSelect']) {
  return render(
    <AreaMap
      layout={layout}
      areas={areas}
      title="Az elektorok államonként"
      legend={legend}
      onSelect={onSelect}
    />,
  );
}

describe('AreaMap', () => {
  it('is a figure whose drawing is a group of links named by its caption', () => {
    const { container } = renderMap();
    const figure = container.querySelector('figure')!;
    expect(figure.querySelector('figcaption')!.textContent).toBe('Az elektorok államonként');
    const group = screen.getByRole('group', { name: 'Az elektorok államonként' });
    expect(group.tagName.toLowerCase()).toBe('svg');
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe(
      'A térkép minden színezett területe a részletes eredményére mutató hivatkozás.',
    );
  });

  it('makes every area with data a link named by its label, with the label as its tooltip', () => {
    renderMap();
    const links = within(screen.getByRole('group')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Kalifornia: Harris',
      'Washington, D.C.: Harris',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/melleklet/usa-2024/adatok/california',
      '/melleklet/usa-2024/adatok/district-of-columbia',
    ]);
    expect(links[0]!.querySelector('title')!.textContent).toBe('Kalifornia: Harris');
    // In the keyboard order: no tabindex keeps a link's own place.
    expect(links.every((link) => !link.hasAttribute('tabindex'))).toBe(true);
  });

  it('fills an area with its colour and writes its label over it in the contrasting colour', () => {
    const { container } = renderMap();
    const california = container.querySelector('[data-key="06"]')!;
    expect(california.querySelector('path')!.getAttribute('fill')).toBe('#0015bc');
    // The label is no part of the link (its name is the area's whole label) and takes no clicks.
    expect(california.querySelector('text')).toBeNull();
    const text = container.querySelector('[data-label-for="06"]')!;
    expect(text.textContent).toBe('CA');
    expect(text.getAttribute('fill')).toBe('#ffffff');
    expect(text.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(text.closest('[pointer-events="none"]')).not.toBeNull();
  });

  it('keeps a second shape of an area (the tile beside a small state) out of the keyboard order and the tree', () => {
    const { container } = renderMap();
    const [alias, tile] = container.querySelectorAll('[data-key="11"]');
    expect(alias!.tagName.toLowerCase()).toBe('a');
    expect(alias!.getAttribute('tabindex')).toBe('-1');
    expect(alias!.getAttribute('aria-hidden')).toBe('true');
    expect(alias!.getAttribute('href')).toBe(areas['11'].href);
    expect(tile!.hasAttribute('tabindex')).toBe(false);
    expect(container.querySelector('[data-label-for="11"]')!.textContent).toBe('DC');
  });

  it('draws an area without data grey, as no link, and names grey in the legend', () => {
    const { container } = renderMap();
    const texas = container.querySelector('[data-key="48"]')!;
    expect(texas.tagName.toLowerCase()).toBe('g');
    expect(texas.getAttribute('aria-hidden')).toBe('true');
    expect(texas.querySelector('path')!.getAttribute('fill')).toBe(NO_DATA_FILL);
    expect(container.querySelector('[data-label-for="48"]')!.getAttribute('fill')).toBe('#000000');
    expect(texas.querySelector('title')!.textContent).toBe('Texas');
    const items = within(screen.getByRole('list', { name: 'Jelmagyarázat' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Republikánusok',
      'Demokraták',
      'Nincs adat',
    ]);
  });

  it('leaves "no data" out of the legend when every area has data', () => {
    render(
      <AreaMap
        layout={{ ...layout, shapes: layout.shapes.slice(0, 3) }}
        areas={areas}
        title="Térkép"
        legend={legend}
      />,
    );
    expect(screen.queryByText('Nincs adat')).toBeNull();
  });

  it('draws group outlines and labels as decoration over the shapes', () => {
    const { container } = renderMap();
    const group = container.querySelector('[data-group="west"]')!;
    expect(group.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(group.querySelector('path')!.getAttribute('d')).toBe('M0 0h100v60h-100z');
    expect(group.querySelector('text')!.textContent).toBe('W');
    // Drawn after (over) every shape.
    const last = container.querySelector('svg')!.lastElementChild!;
    expect(last.contains(group)).toBe(true);
  });

  it('scales to its container: the viewBox, its size and its aspect ratio on the drawing', () => {
    const { container } = renderMap();
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 100');
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['200', '100']);
    expect(svg.style.aspectRatio).toBe('200 / 100');
  });

  it('calls onSelect with the area on a click, and the caller may keep the browser from following', () => {
    const onSelect = vi.fn((_key: string, _href: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    renderMap(onSelect);
    const link = screen.getByRole('link', { name: 'Washington, D.C.: Harris' });
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(onSelect).toHaveBeenCalledWith('11', areas['11'].href, expect.anything());
  });

  it('draws a real layout: one link per county with data', () => {
    const counties = huCountyLayout();
    render(
      <AreaMap
        layout={counties}
        areas={{ budapest: { href: '/a/budapest', fill: '#fd8100', label: 'Budapest' } }}
        title="Megyék"
        legend={[]}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.querySelectorAll('path')).toHaveLength(counties.shapes.length);
  });
});

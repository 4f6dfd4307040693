// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { editions } from '@/editions/editions';
import { ImpressDetails } from './ImpressDetails';

// The impresszum's own parts as a reader reads them: the publisher's data as term and value pairs,
// and the staff under one heading per group, each person with their title.
const staff = [
  { group: 'Főszerkesztő', people: [{ name: 'Kardos Ágnes', title: 'főszerkesztő' }] },
  {
    group: 'Újságírók',
    people: [
      { name: 'Szász Enikő', title: 'marosvásárhelyi tudósító' },
      { name: 'Fekete Tamás', title: '' },
    ],
  },
];

describe('ImpressDetails', () => {
  it.each(Object.values(editions))(
    'shows the $slug edition’s publisher as a definition list',
    (edition) => {
      render(<ImpressDetails publisher={edition.publisher} staff={staff} />);
      const section = screen.getByRole('region', { name: 'Kiadói adatok' });
      const terms = within(section)
        .getAllByRole('term')
        .map((term) => term.textContent);
      const values = within(section)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
        Kiadó: edition.publisher.company,
        Székhely: edition.publisher.address,
        Cégjegyzékszám: edition.publisher.registrationNumber,
        'Felelős kiadó': edition.publisher.responsiblePublisher,
        Kapcsolat: edition.publisher.email,
        Tárhelyszolgáltató: edition.publisher.hosting,
      });
      expect(
        within(section).getByRole('link', { name: edition.publisher.email }).getAttribute('href'),
      ).toBe(`mailto:${edition.publisher.email}`);
    },
  );

  it('groups the staff under a heading each, names with titles', () => {
    render(<ImpressDetails publisher={editions.main.publisher} staff={staff} />);
    const staffSection = screen.getByRole('region', { name: 'Munkatársak' });
    const groups = within(staffSection).getAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Főszerkesztő', 'Újságírók']);
    const reporters = within(screen.getByRole('region', { name: 'Újságírók' })).getAllByRole(
      'listitem',
    );
    expect(reporters.map((item) => item.textContent)).toEqual([
      'Szász Enikő, marosvásárhelyi tudósító',
      'Fekete Tamás',
    ]);
  });

  it('gives the two editions different publishers', () => {
    expect(editions.main.publisher.company).not.toBe(editions.regional.publisher.company);
    expect(editions.main.publisher.registrationNumber).not.toBe(
      editions.regional.publisher.registrationNumber,
    );
  });
});

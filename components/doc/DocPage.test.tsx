// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { newsletterSignupView } from '@/lib/newsletter/newsletterSignupView';
import { withHeadingIds } from '@/lib/rules/docHeadings';
import type { DocPageProps } from '@/lib/view/docPage';
import { DocPage } from './DocPage';

// A document as a reader finds it: the title and body, and for a long document a table of contents
// whose links lead to the chapters' ids; the impresszum adds the publisher and the staff.
function props(html: string, overrides: Partial<DocPageProps> = {}): DocPageProps {
  const { html: content, headings } = withHeadingIds(html);
  return {
    shell: {} as DocPageProps['shell'],
    doc: { slug: 'adatvedelem', title: 'Adatvédelem', content },
    path: '/dokumentum/adatvedelem',
    headings,
    impress: null,
    ...overrides,
  };
}

const long = '<h2>Kik vagyunk</h2><p>a</p><h3>Részletek</h3><h2>Mit gyűjtünk</h2><h2>Jogaid</h2>';

describe('DocPage', () => {
  it('gives a long document a table of contents that links to each chapter', () => {
    render(<DocPage {...props(long)} />);
    const toc = screen.getByRole('navigation', { name: 'Tartalomjegyzék' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kik vagyunk', '#kik-vagyunk'],
      ['Mit gyűjtünk', '#mit-gyujtunk'],
      ['Jogaid', '#jogaid'],
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it('shows no table of contents for a short document', () => {
    render(<DocPage {...props('<h2>Egy</h2><h2>Kettő</h2><h3>Három</h3>')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Adatvédelem' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('on the impresszum lists the publisher and the staff, and counts them as chapters', () => {
    render(
      <DocPage
        {...props('<h2>Szerkesztőség</h2>', {
          impress: {
            publisher: {
              company: 'Példa Kft.',
              address: '1000 Budapest, Fő utca 1.',
              registrationNumber: 'Cg. 01-09-000001',
              responsiblePublisher: 'Minta Anna',
              email: 'kiado@example.com',
              hosting: 'Tárhely Kft.',
            },
            staff: [
              { group: 'Főszerkesztő', people: [{ name: 'Kardos Ágnes', title: 'főszerkesztő' }] },
            ],
          },
        })}
      />,
    );
    const toc = screen.getByRole('navigation', { name: 'Tartalomjegyzék' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#szerkesztoseg', '#kiadoi-adatok', '#munkatarsak']);
    expect(screen.getByRole('heading', { level: 2, name: 'Kiadói adatok' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Főszerkesztő' })).toBeTruthy();
  });

  it('puts the newsletter sign-up form under the sign-up document’s body (issue 17)', async () => {
    const { container } = render(
      <DocPage
        {...props('<p>Hírleveleinkben…</p>', {
          doc: {
            slug: 'feliratkozas-hirlevelekre',
            title: 'Feliratkozás hírlevelekre',
            content: '',
          },
          newsletter: newsletterSignupView('regional'),
        })}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Feliratkozás' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['erdely-reggeli', 'erdely-heti']);
    expect(container.querySelector('article')?.contains(form)).toBe(true);
  });

  it('has no sign-up form on other documents', () => {
    render(<DocPage {...props('<p>Adatvédelem</p>')} />);
    expect(screen.queryByRole('form')).toBeNull();
  });
});

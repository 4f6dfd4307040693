// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type {
  PredictionGameView,
  PredictionPageProps,
  PredictionPageView,
} from '@/lib/view/predictionPage';
import { PredictionPage } from './PredictionPage';

// Issue 31 item 6: the tippjáték's pages. The form is a plain post to the game page with a label (a
// choice: a fieldset and legend) for every question, each problem tied to its field and listed in a
// summary that takes the focus; a closed game has no form; a scored one its result and leaderboard
// with names only where the reader agreed; a tip's page its share link.
const time = { text: '2028. november 7. 12:00', iso: '2028-11-07T11:00:00.000Z' };

const game: PredictionGameView = {
  slug: 'eb-donto',
  title: 'Tippjáték: Eb-döntő',
  description: 'Hány gól esik?',
  href: '/melleklet/tippjatek/eb-donto',
  state: 'open',
  opensAt: time,
  closesAt: time,
  resultNote: null,
  supplement: { href: '/melleklet/eb-2024', title: 'Eb 2024' },
  questions: [
    {
      id: 'arany',
      label: 'A hazai csapat labdabirtoklása',
      hint: null,
      kind: 'share',
      field: 'tipp-arany',
      min: 0,
      max: 100,
      unit: null,
      options: [],
      rule: 'A hazai csapat labdabirtoklása: 10 pont minden százalékpontnyi eltérésért;',
    },
    {
      id: 'golok',
      label: 'Hazai gólok',
      hint: 'A rendes játékidőben.',
      kind: 'count',
      field: 'tipp-golok',
      min: 0,
      max: 20,
      unit: 'gól',
      options: [],
      rule: 'Hazai gólok: 100 pont minden egyes eltérésért;',
    },
    {
      id: 'gyoztes',
      label: 'Ki nyer?',
      hint: null,
      kind: 'choice',
      field: 'tipp-gyoztes',
      min: null,
      max: null,
      unit: null,
      options: [
        { id: 'hazai', label: 'A hazai csapat' },
        { id: 'vendeg', label: 'A vendégcsapat' },
      ],
      rule: 'Ki nyer?: 100 pont, ha a tipp nem talált.',
    },
  ],
};

const emptyForm = {
  values: {},
  name: '',
  consent: false,
  questionErrors: {},
  nameError: null,
  generalErrors: [],
};

function show(view: PredictionPageView) {
  return render(<PredictionPage {...({ shell: {}, view } as unknown as PredictionPageProps)} />);
}

describe('PredictionPage: the game', () => {
  it('has a form that posts to the game page, a label for every field, no summary when all is well', () => {
    const { container } = show({
      kind: 'game',
      game,
      form: emptyForm,
      ownTip: null,
      notices: [],
      result: null,
    });
    const form = container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      '/melleklet/tippjatek/eb-donto',
    ]);
    expect(screen.getByLabelText('A hazai csapat labdabirtoklása').getAttribute('name')).toBe(
      'tipp-arany',
    );
    expect(screen.getByLabelText('Hazai gólok').getAttribute('aria-describedby')).toBe(
      'tipp-golok-sugo',
    );
    const choice = screen.getByRole('group', { name: 'Ki nyer?' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'A nevem megjelenhet a ranglistán' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elküldöm a tippem' })).toBeTruthy();
    expect(screen.getByText(/Mindenki 1000 ponttal indul/)).toBeTruthy();
  });

  it('keeps what the reader typed, ties each problem to its field and focuses the summary', () => {
    show({
      kind: 'game',
      game,
      form: {
        values: { 'tipp-arany': '101', 'tipp-golok': '2', 'tipp-gyoztes': 'vendeg' },
        name: 'Kiss Péter',
        consent: true,
        questionErrors: { arany: 'Adj meg egy számot 0 és 100 között.' },
        nameError: null,
        generalErrors: ['A megadott arányok összege 101%, pedig legfeljebb 100% lehet.'],
      },
      ownTip: null,
      notices: [],
      result: null,
    });
    const share = screen.getByLabelText('A hazai csapat labdabirtoklása') as HTMLInputElement;
    expect(share.value).toBe('101');
    expect(share.getAttribute('aria-invalid')).toBe('true');
    expect(share.getAttribute('aria-describedby')).toBe('tipp-arany-sugo tipp-arany-hiba');
    expect(document.getElementById('tipp-arany-hiba')?.textContent).toBe(
      'Adj meg egy számot 0 és 100 között.',
    );
    expect((screen.getByLabelText('Hazai gólok') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('A vendégcsapat') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Név a ranglistán/) as HTMLInputElement).value).toBe(
      'Kiss Péter',
    );
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#tipp-arany');
    expect(summary.textContent).toContain('legfeljebb 100% lehet');
  });

  it('has no form once closed; once scored the result and the leaderboard, names only with consent', () => {
    const { container } = show({
      kind: 'game',
      game: { ...game, state: 'scored' },
      form: null,
      ownTip: null,
      notices: [],
      result: {
        values: [{ questionId: 'golok', label: 'Hazai gólok', value: '2 gól' }],
        leaderboard: [
          { rank: 1, name: 'Kovács Anna', score: 1000 },
          { rank: 2, name: null, score: 900 },
        ],
        total: 2,
      },
    });
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByText('A tippelés lezárult.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'A legjobb 2 tipp' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['HelyezésNévPontszám', '1.Kovács Anna1000', '2.Névtelen tippelő900']);
  });

  it('leads a reader who has tipped to their tip instead of the form', () => {
    show({
      kind: 'game',
      game,
      form: null,
      ownTip: { path: '/melleklet/tippjatek/eb-donto/abc' },
      notices: [],
      result: null,
    });
    expect(screen.getByText(/már tippeltél/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A tipped megtekintése' }).getAttribute('href')).toBe(
      '/melleklet/tippjatek/eb-donto/abc',
    );
  });
});

describe('PredictionPage: a tip', () => {
  it('shows the tip, its share link as plain text, and is not indexed', () => {
    show({
      kind: 'tip',
      game,
      tip: {
        key: 'abcdefghijklmnopqrstuv',
        path: '/melleklet/tippjatek/eb-donto/abcdefghijklmnopqrstuv',
        url: 'https://hirvonal.hu/melleklet/tippjatek/eb-donto/abcdefghijklmnopqrstuv',
        name: null,
        submittedAt: time,
        lines: [
          { questionId: 'golok', label: 'Hazai gólok', tip: '2 gól', result: null, penalty: null },
        ],
        score: null,
        rank: null,
        total: null,
      },
    });
    expect((screen.getByLabelText('A tipp címe') as HTMLInputElement).value).toBe(
      'https://hirvonal.hu/melleklet/tippjatek/eb-donto/abcdefghijklmnopqrstuv',
    );
    expect(screen.getByText('A tippet az eredmény beérkezése után pontozzuk.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Hazai gólok/ }).textContent).toBe('Hazai gólok2 gól');
  });
});

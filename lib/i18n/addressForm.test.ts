// One form of address (issue 27 item 4): the site speaks to its readers informally (tegezés), in its
// interface, its mails and its demo content alike. This test reads every Hungarian UI dictionary, the
// mail code and all demo content (data/**/*.md, data/**/*.json) and fails on the formal address
// (magázás). The English dictionaries are not affected.
import fs from 'node:fs';
import path from 'node:path';

interface FormalForm {
  pattern: RegExp;
  /** Why the form addresses the reader formally, and what the informal one is. */
  why: string;
}

const phrase = (words: string, why: string): FormalForm => ({
  // Whole words only (no letter on either side), any case: 'adja meg' but not 'kiadja meg'.
  pattern: new RegExp(`(?<!\\p{L})${words}(?!\\p{L})`, 'giu'),
  why,
});

/**
 * The formal forms a Hungarian interface or service text uses when it addresses the reader. Most are
 * formal imperatives (3rd person subjunctive used as "you"): the same word can also be a plain third
 * person ('száz túrázó próbálja ki'), which THIRD_PERSON below lists one by one.
 */
const FORMAL_ADDRESS_FORMS: readonly FormalForm[] = [
  {
    // Case-sensitive: lower-case 'ön' starts önkormányzat, önkéntes, önrész; 'jönnek' holds 'önnek'.
    pattern:
      /(?<!\p{L})Ön(?:t|nek|ök|öket|é|nel|ről|től|höz|ét|re|ön|ért|nél|ben|ökkel|öknek|ökre|öké|ökért)?(?!\p{L})/gu,
    why: 'the formal pronoun Ön in any case (Ön, Önt, Önnek, Önök, Önöket, Öné, Önnel, Önről, Öntől, Önhöz, Önét ...); informal: te, téged, neked ...',
  },
  {
    // The plural pronoun addresses readers formally in lower case too ('önöktől', 'önökkel'); no
    // common word starts with 'önök'.
    pattern: /(?<!\p{L})önök\p{L}*/gu,
    why: 'the formal plural pronoun önök in any case; informal: ti, tőletek, veletek ...',
  },
  phrase('kérjük, adja meg', 'formal request "please enter"; informal: add meg'),
  phrase('adja meg', 'formal imperative of megad; informal: add meg'),
  phrase('kattintson', 'formal imperative of kattint; informal: kattints'),
  phrase('válassza', 'formal imperative of választ (definite); informal: válaszd'),
  phrase('válasszon', 'formal imperative of választ; informal: válassz'),
  phrase('írja be', 'formal imperative of beír; informal: írd be'),
  phrase('írjon', 'formal imperative of ír; informal: írj'),
  phrase('ellenőrizze', 'formal imperative of ellenőriz; informal: ellenőrizd'),
  phrase('próbálja', 'formal imperative of próbál; informal: próbáld'),
  phrase('látogasson', 'formal imperative of látogat; informal: látogass'),
  phrase('iratkozzon', 'formal imperative of (fel/le)iratkozik; informal: iratkozz'),
  phrase('jelentkezzen', 'formal imperative of jelentkezik; informal: jelentkezz'),
  phrase('lépjen', 'formal imperative of lép; informal: lépj'),
  phrase('olvassa', 'formal imperative of olvas (definite); informal: olvasd'),
  phrase('töltse', 'formal imperative of tölt; informal: töltsd'),
  phrase('küldje', 'formal imperative of küld; informal: küldd'),
  phrase('nyissa', 'formal imperative of nyit; informal: nyisd'),
  phrase('jelölje', 'formal imperative of jelöl; informal: jelöld'),
  phrase('erősítse', 'formal imperative of erősít; informal: erősítsd'),
  phrase('másolja', 'formal imperative of másol; informal: másold'),
  phrase('értékelje', 'formal imperative of értékel; informal: értékeld'),
  phrase('tegyen', 'formal imperative of tesz; informal: tegyél'),
  phrase('szíveskedjen', 'formal "be so kind as to"; informal: no such phrase'),
  phrase('kérem', 'formal "please" of an interface; informal: kérlek'),
];

/**
 * Words of the list used in the third person, not as address: the file and the passage that holds
 * them. A passage that is no longer in its file fails the test, so the list cannot go stale.
 */
const THIRD_PERSON: ReadonlyArray<{ file: string; text: string }> = [
  {
    file: 'data/articles/szepkilatas/kektura-digitalis-igazolofuzet-bevezetes.md',
    text: 'száz önkéntes túrázó próbálja ki',
  },
];

const repo = path.join(import.meta.dirname, '../..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative, keep);
    return keep(entry.name) ? [relative] : [];
  });
}

const code = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');

/** Every text the reader gets in Hungarian: UI dictionaries, mail texts, demo content. */
const SOURCES: Array<[group: string, files: string[]]> = [
  ['UI dictionaries', filesUnder('lib/i18n', (name) => /(^|\.)hu\.ts$/.test(name))],
  [
    'mail texts',
    [
      'lib/newsletter/server/newsletterMail.ts',
      ...filesUnder('lib/accounts', code),
      ...filesUnder('lib/mail', code),
    ],
  ],
  ['demo content', filesUnder('data', (name) => /\.(md|json)$/.test(name))],
];

/**
 * The text to check: quotations in articles („…”: people's words, a scam SMS) are theirs, not ours,
 * and the listed third-person passages are not address.
 */
function ownText(file: string): string {
  let text = fs.readFileSync(path.join(repo, file), 'utf8');
  if (file.startsWith('data/articles/')) text = text.replace(/„[^”]*”/g, '„”');
  for (const passage of THIRD_PERSON)
    if (passage.file === file) text = text.replace(passage.text, '');
  return text;
}

/** The formal forms in a text, each with its line number and the reason it is formal. */
function formalForms(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of FORMAL_ADDRESS_FORMS) {
      for (const match of line.matchAll(pattern))
        found.push(`${index + 1}: "${match[0]}" (${why})`);
    }
  });
  return found;
}

describe('one form of address: the informal te (issue 27 item 4)', () => {
  it.each([
    ['Kérjük, adja meg az e-mail-címét.', 2],
    ['Ön elfogadja a feltételeket. Kérjük, olvassa el.', 2],
    ['Ez Önnek semmibe sem kerül, az Önök döntése.', 2],
    ['Csak önökkel együtt tudjuk, az önöktől kapott javaslatokból.', 2],
    ['Kattintson ide, és iratkozzon fel!', 2],
    ['Add meg az e-mail-címedet, és kattints a gombra.', 0],
    ['Az önkormányzat önkéntesei jönnek, az önrész nő; a cég kiadja meg.', 0],
  ])('finds the formal forms of %j', (text, count) =>
    expect(formalForms(text)).toHaveLength(count),
  );

  it('reads the dictionaries, the mail texts and the demo content', () => {
    for (const [group, files] of SOURCES) expect(files.length, group).toBeGreaterThan(0);
    const all = SOURCES.flatMap(([, files]) => files);
    expect(all).toEqual(
      expect.arrayContaining([
        'lib/i18n/hu.ts',
        'lib/i18n/accounts.hu.ts',
        'lib/i18n/newsletter.hu.ts',
        'lib/i18n/sport.hu.ts',
        'lib/newsletter/server/newsletterMail.ts',
        'data/quizzes.json',
        'data/docs/egyszazalek.md',
      ]),
    );
    expect(all.filter((file) => /(^|\/)en\.ts$|\.en\.ts$/.test(file))).toEqual([]);
  });

  it.each(THIRD_PERSON)('the third-person passage is still in $file', ({ file, text }) => {
    expect(fs.readFileSync(path.join(repo, file), 'utf8')).toContain(text);
  });

  describe.each(SOURCES)('%s', (_group, files) => {
    it.each(files)('%s uses no formal address', (file) => {
      expect(formalForms(ownText(file))).toEqual([]);
    });
  });
});

// Issue 27 item 4: an English page prints authors' job titles in English (lib/i18n/jobTitles.en.ts),
// and leaves a title it cannot translate off rather than print it in Hungarian. Every title in the
// demo authors (data/authors/*.json, both editions; no `editions` means both) has an English form.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { editionSlugs } from '@/editions/editionSlugs';
import { JOB_TITLES_EN } from '../i18n/jobTitles.en';
import { authorSourceSchema } from '../schemas/demoSource';
import { jobTitle, withJobTitle } from './jobTitle';

describe('jobTitle (issue 27 item 4)', () => {
  it.each([
    ['újságíró', 'en', 'Journalist'],
    ['az angol nyelvű rovat szerkesztője', 'en', 'Editor of the English section'],
    ['a G7 főszerkesztője', 'en', 'Editor-in-chief of G7'],
    ['újságíró', 'hu', 'újságíró'],
    // Unknown on an English page: left off, never shown in Hungarian.
    ['lapszerkesztő', 'en', null],
    ['lapszerkesztő', 'hu', 'lapszerkesztő'],
    [null, 'en', null],
    [null, 'hu', null],
  ] as const)('%s on a %s page -> %s', (title, locale, expected) => {
    expect(jobTitle(title, locale)).toBe(expected);
  });

  it('keeps the rest of the author as it is', () => {
    const author = { slug: 'szabo-eszter', name: 'Szabó Eszter', title: 'újságíró' };
    expect(withJobTitle(author, 'en')).toEqual({ ...author, title: 'Journalist' });
    expect(withJobTitle(author, 'hu')).toEqual(author);
  });

  it('reads no inherited property as a title', () => {
    expect(jobTitle('constructor', 'en')).toBeNull();
    expect(jobTitle('toString', 'en')).toBeNull();
  });
});

describe('every job title of the demo authors has an English form', () => {
  const dir = path.join(import.meta.dirname, '../../data/authors');
  const titles = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      z
        .array(authorSourceSchema)
        .parse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
        .flatMap((author) =>
          author.title ? [[file, author.slug, author.title, author.editions ?? editionSlugs]] : [],
        ),
    );

  it('reads the authors of both editions', () => {
    expect(titles.length).toBeGreaterThan(20);
    const editions = new Set(titles.flatMap(([, , , on]) => on));
    expect([...editions].sort()).toEqual(['main', 'regional']);
  });

  it.each(titles)('%s %s: %s', (_file, _slug, title) => {
    expect(JOB_TITLES_EN[title as string], 'add it to lib/i18n/jobTitles.en.ts').toBeTruthy();
  });

  it('the dictionary gives an English title for each Hungarian one, not the Hungarian again', () => {
    for (const [hungarian, english] of Object.entries(JOB_TITLES_EN)) {
      expect(english, hungarian).not.toBe(hungarian);
      expect(english, hungarian).toMatch(/^[A-Z]/);
    }
  });
});

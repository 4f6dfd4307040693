// Guards the rule that UI strings live in the dictionaries (lib/i18n/hu.ts, en.ts and the area
// dictionaries beside them), never in components, pages or lib/: otherwise the English section ends
// up with Hungarian labels. Scans components/**/*.tsx, pages/**/*.tsx and lib/**/*.{ts,tsx} (tests,
// test helpers and the dictionaries themselves excluded) with the TypeScript parser and reports JSX
// text with letters, string literals with letters in text-bearing props (aria-label, title, alt,
// placeholder, label, ...) or in `label:`/`title:`-like object properties, any string literal with
// Hungarian accented letters (texts kept in a lookup table), and hard-coded Intl locale tags such as
// 'hu-HU' (format with intlLocales[useLocale()] from lib/i18n/translate.ts instead).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED: Array<{ dir: string; files: RegExp }> = [
  { dir: 'components', files: /\.tsx$/ },
  { dir: 'pages', files: /\.tsx$/ },
  { dir: 'lib', files: /\.tsx?$/ },
];

/**
 * Files of lib/ that hold no UI text to check: the dictionaries themselves, and the
 * OpenAPI document (apiDocument.ts and its operations/), whose summaries describe the API to developers
 * (in English, like SPEC section 7).
 */
const SKIPPED = [
  /^lib\/i18n\/(.+\.)?(hu|en)\.ts$/,
  /^lib\/openapi\/(apiDocument|operation|operations\/\w+)\.ts$/,
];

// Props and object properties whose string values are read by people (or screen readers).
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'heading',
  'caption',
  'summary',
]);

// Allow-list: texts that are not translatable UI text. Keep it short and say why.
const ALLOWED = new Set([
  // Brand and product names, the same in every language.
  'Telex',
  'Telex English',
  'G7',
  'After',
  'English',
  'RSS',
  'Facebook',
  'Instagram',
  'YouTube',
  'TikTok',
  'X',
  // Currency codes (column heads of the exchange-rate table).
  'EUR',
]);

/** Texts in lib/ that are not UI text, by file. Keep it short and say why. */
const ALLOWED_IN: Record<string, readonly string[]> = {
  // The one table of Intl locale tags.
  'lib/i18n/locales.ts': ['hu-HU', 'en-US'],
  // A formatting device, not a reader's locale: en-CA writes a day in ISO order.
  'lib/rules/todayBox.ts': ['en-CA'],
  // SPEC section 4 names: the category rows of the autocomplete answer (part of the API), which the
  // search bar's rule keeps from becoming tags.
  'lib/content/store/autocomplete.ts': ['Témák', 'Cím', 'Szerzők'],
  'lib/rules/searchTags.ts': ['Témák', 'Cím', 'Szerzők'],
  // SPEC section 4: the pip status's default label, data of the shared-data API that editors set.
  'lib/rules/pipState.ts': ['élő'],
  // A filter key of SPEC section 3 ("title"), not a title.
  'lib/rules/searchTagFilters.ts': ['title'],
  // Configuration defaults, overridden by the environment: the mail sender, the foundation's name.
  'lib/mail/mailer.ts': ['Hírvonal <noreply@hirvonal.local>'],
  'lib/support/supportConfig.ts': ['Hírvonal a Független Újságírásért Alapítvány'],
};

const HAS_LETTER = /\p{L}/u;
const HUNGARIAN_LETTER = /[áéíóöőúüűÁÉÍÓÖŐÚÜŰ]/;
const INTL_LOCALE_TAG = /^[a-z]{2}-[A-Z]{2}$/;

export function findLiterals(
  source: string,
  fileName = 'file.tsx',
  allowed: readonly string[] = [],
): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const reported = new Set<ts.Node>(); // a literal can match more than one rule
  const report = (node: ts.Node, text: string) => {
    if (reported.has(node)) return;
    reported.add(node);
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!HAS_LETTER.test(trimmed) || ALLOWED.has(trimmed) || allowed.includes(trimmed)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${JSON.stringify(trimmed)}`);
  };
  // The text a string-ish expression shows: a literal, or a template's fixed parts.
  const reportText = (expr: ts.Expression | undefined) => {
    if (!expr) return;
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
      report(expr, expr.text);
    } else if (ts.isTemplateExpression(expr)) {
      report(
        expr,
        [expr.head.text, ...expr.templateSpans.map((span) => span.literal.text)].join(' '),
      );
    } else if (ts.isConditionalExpression(expr)) {
      reportText(expr.whenTrue);
      reportText(expr.whenFalse);
    } else if (
      ts.isBinaryExpression(expr) &&
      expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      reportText(expr.right);
    } else if (ts.isParenthesizedExpression(expr)) {
      reportText(expr.expression);
    }
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isImportDeclaration(node.parent) &&
      (HUNGARIAN_LETTER.test(node.text) || INTL_LOCALE_TAG.test(node.text))
    ) {
      report(node, node.text);
    }
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent)) {
      // {'Text'} or {cond ? 'Text' : null} as a child of an element.
      reportText(node.expression);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) report(init, init.text);
      else if (init && ts.isJsxExpression(init)) reportText(init.expression);
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      TEXT_PROPS.has(node.name.text)
    ) {
      reportText(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string, files: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, files);
    return files.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('UI literals', () => {
  it('components, pages and lib/ take every UI text from the dictionaries', () => {
    const files = SCANNED.flatMap(({ dir, files }) => sourceFiles(join(ROOT, dir), files))
      .map((path) => relative(ROOT, path))
      .filter((path) => !SKIPPED.some((skipped) => skipped.test(path)));
    expect(files).toEqual(
      expect.arrayContaining(['lib/pages/listRoutes.ts', 'lib/i18n/translate.ts']),
    );
    const found = files.flatMap((path) =>
      findLiterals(readFileSync(join(ROOT, path), 'utf8'), path, ALLOWED_IN[path]),
    );
    expect(found).toEqual([]);
  });

  it('reads TypeScript generics in .ts files as code, not as JSX', () => {
    const source =
      'export const first = <T,>(list: T[]): T | undefined => list[0];\nconst x = <T>(y: T) => y;';
    expect(findLiterals(source, 'file.ts')).toEqual([]);
  });

  it('catches the kinds of literal it is meant to catch', () => {
    const source = `
      export const A = () => (
        <section aria-label="Kiemelt cikkek" title={\`\${n} cikk\`}>
          <h2>Túra hírek</h2>
          <img alt="Kép" src="/a.png" className="wide" />
          <input placeholder={x ?? 'Keresés'} />
          <Box label={open ? 'Bezár' : 'Nyit'} />
          {'Élő'} {t('front.live')} ‹ › × #
        </section>
      );
      const tabs = [{ title: 'Hírek', href: '/hirek' }];
      const notes = { siker: 'Köszönjük!', keyed: 'support.note.siker' };
      const number = new Intl.NumberFormat('hu-HU');
    `;
    expect(findLiterals(source).map((line) => line.replace(/^file\.tsx:\d+: /, ''))).toEqual([
      '"Kiemelt cikkek"',
      '"cikk"',
      '"Túra hírek"',
      '"Kép"',
      '"Keresés"',
      '"Bezár"',
      '"Nyit"',
      '"Élő"',
      '"Hírek"',
      '"Köszönjük!"',
      '"hu-HU"',
    ]);
  });
});

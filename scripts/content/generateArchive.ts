// Synthetic but plausible archive articles (deterministic seed) for archive-scale benchmarks. They are
// dated before the demo content and use the demo's sections, tags and authors.
import type { ArticleSource } from '@/lib/schemas/demoSource';
import { readDemo } from './readDemo';

const ARCHIVE_START = Date.parse('2012-01-01T06:00:00+01:00');
const ARCHIVE_END = Date.parse('2026-08-31T20:00:00+02:00');
const SECTIONS = [
  'belfold',
  'kulfold',
  'gazdasag',
  'tudomany',
  'techtud',
  'kultura',
  'eletmod',
  'sport',
  'velemeny',
  'g7',
];

const subjects = [
  'A kormány',
  'A főváros',
  'Az önkormányzat',
  'A jegybank',
  'A minisztérium',
  'Az egyetem',
  'A szakszervezet',
  'A rendőrség',
  'A kórház',
  'A vállalat',
  'A bíróság',
  'Az uniós bizottság',
];
const verbs = [
  'bejelentette',
  'elutasította',
  'megvizsgálja',
  'elhalasztotta',
  'jóváhagyta',
  'bírálta',
  'felülvizsgálja',
  'bővíti',
  'leállította',
  'támogatja',
];
const objects = [
  'az új közlekedési tervet',
  'a lakhatási programot',
  'a kórházi fejlesztéseket',
  'a tanárok béremelését',
  'az árvízvédelmi beruházást',
  'a vasútvonal felújítását',
  'az energiatámogatást',
  'a digitális oktatási stratégiát',
  'a szociális bérlakásokat',
  'a minimálbér emelését',
];
const places = [
  'Budapesten',
  'Debrecenben',
  'Szegeden',
  'Pécsett',
  'Győrben',
  'Miskolcon',
  'Kecskeméten',
  'Egerben',
  'Sopronban',
  'Szolnokon',
  'Veszprémben',
  'Nyíregyházán',
];
const sentences = [
  'A döntést hosszú egyeztetés előzte meg, az érintettek egy része azonban továbbra is elégedetlen.',
  'A szakértők szerint a változás hatása csak hónapok múlva lesz látható.',
  'Az ellenzék átláthatóbb eljárást és független hatásvizsgálatot követel.',
  'A helyiek lakossági fórumon mondhatják el a véleményüket a tervekről.',
  'A költségeket részben uniós forrásból, részben a központi költségvetésből fedezik.',
  'Az árvíztűrő tükörfúrógép példája mutatja, hogy a régi megoldások is tartogatnak meglepetést.',
  'A hivatal közleménye szerint a munkálatok a tervezett ütemben haladnak.',
  'Az adatok szerint a tavalyi évhez képest jelentősen nőtt az igénylők száma.',
];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateArchive(count: number, seed = 20261122): ArticleSource[] {
  const demo = readDemo();
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const tags = demo.tags.map((t) => t.slug);
  const authors = demo.authors
    .filter((a) => !a.editions || a.editions.includes('main'))
    .map((a) => a.slug);
  const step = (ARCHIVE_END - ARCHIVE_START) / Math.max(1, count);
  const pad = String(count).length;

  return Array.from({ length: count }, (_, index) => {
    const time = ARCHIVE_START + index * step + Math.floor(random() * step);
    const title = `${pick(places)} ${pick(subjects).toLowerCase()} ${pick(verbs)} ${pick(objects)}`;
    const body = Array.from({ length: 3 + Math.floor(random() * 3) }, () =>
      Array.from({ length: 3 }, () => pick(sentences)).join(' '),
    ).join('\n\n');
    return {
      slug: `archiv-${String(index + 1).padStart(pad, '0')}`,
      title: title[0]!.toUpperCase() + title.slice(1),
      type: 'article',
      pubDate: new Date(time).toISOString().replace('Z', '+00:00'),
      mainSuperTag: pick(SECTIONS),
      tags: [pick(tags), pick(tags)].filter((tag, i, all) => all.indexOf(tag) === i),
      authors: [pick(authors)],
      lead: pick(sentences),
      body,
    } satisfies ArticleSource;
  });
}

// House ads (issue 18): our own promos, the embedded default of every ad slot when no ad network is
// configured. Each edition promotes its own pages in Hungarian; the English section's pages get the
// English promos, so that section stays wholly English (issue 27).
import type { EditionSlug } from './editionSlugs';

export interface HouseAd {
  id: string;
  title: string;
  text: string;
  /** A path of our own site. */
  href: string;
  cta: string;
  /** Promotes the support page: shown only while the edition has it open (lib/routing/routeRules). */
  support?: true;
}

const newsletter: HouseAd = {
  id: 'hirlevel',
  title: 'Reggelente a legfontosabb hírek',
  text: 'Iratkozz fel a hírleveleinkre, és egy levélben megkapod, amit tudnod kell.',
  href: '/dokumentum/feliratkozas-hirlevelekre',
  cta: 'Feliratkozom',
};
const podcasts: HouseAd = {
  id: 'podcastok',
  title: 'Hallgasd a podcastjainkat',
  text: 'Beszélgetések, elemzések és riportok útközben is.',
  href: '/podcastok',
  cta: 'Meghallgatom',
};
const newest: HouseAd = {
  id: 'friss',
  title: 'Friss hírek percről percre',
  text: 'Minden cikkünk időrendben, ahogy megjelent.',
  href: '/legfrissebb',
  cta: 'Elolvasom',
};

/** The promos of the English section's pages, both editions. */
export const englishHouseAds: readonly HouseAd[] = [
  {
    id: 'english',
    title: 'Hungary, in English',
    text: 'Our reporting on Hungary and the region, for readers of English.',
    href: '/english',
    cta: 'Read the English section',
  },
];

export const houseAdsByEdition = {
  main: [
    {
      id: 'tamogatas',
      title: 'A független újságírás rajtad is múlik',
      text: 'Támogasd a Hírvonalat havi rendszerességgel vagy egyszeri összeggel.',
      href: '/tamogatas',
      cta: 'Támogatom',
      support: true,
    },
    newsletter,
    podcasts,
    newest,
  ],
  regional: [
    {
      ...newsletter,
      text: 'Iratkozz fel az erdélyi hírleveleinkre, és reggel egy levélben megkapod a nap híreit.',
    },
    podcasts,
    newest,
  ],
} as const satisfies Record<EditionSlug, readonly HouseAd[]>;

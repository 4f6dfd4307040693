// The two sister editions (SPEC section 1) as data. The active one is chosen at build and serve time by
// EDITION; an unknown or missing id falls back to `main`.
import { palette } from './tokens';
import type { EditionConfig } from './editionSchema';
import { isEditionSlug, type EditionSlug } from './editionSlugs';

export const editions = {
  main: {
    slug: 'main',
    name: 'Hírvonal',
    cssClass: 'edition-main',
    domain: 'hirvonal.hu',
    siteUrl: 'https://hirvonal.hu',
    currency: 'HUF',
    currencySign: 'Ft',
    locale: 'hu',
    timeZone: 'Europe/Budapest',
    themeColor: palette.blue700,
    socialPages: [
      { network: 'facebook', name: 'Hírvonal', url: 'https://www.facebook.com/hirvonal' },
      { network: 'instagram', name: 'hirvonal', url: 'https://www.instagram.com/hirvonal' },
      { network: 'youtube', name: 'Hírvonal', url: 'https://www.youtube.com/@hirvonal' },
      { network: 'tiktok', name: 'hirvonal', url: 'https://www.tiktok.com/@hirvonal' },
    ],
    logos: {
      header: '/images/logo-main.svg',
      headerOnDark: '/images/logo-main-on-dark.svg',
      square: '/images/logo-main-square.svg',
    },
    features: {
      academy: true,
      youth: true,
      tax: true,
      subscription: true,
      donationsClosed: false,
    },
    publisher: {
      company: 'Hírvonal Média Kft.',
      address: '1075 Budapest, Rumbach Sebestyén utca 21.',
      registrationNumber: 'Cg. 01-09-398214',
      responsiblePublisher: 'Kardos Ágnes ügyvezető',
      email: 'kiado@hirvonal.hu',
      hosting: 'Példa Felhő Kft., 1117 Budapest, Infopark sétány 1.',
    },
    redirects: { impressumToPage: true, impressumToDocument: false, mainOnlyRules: true },
  },
  regional: {
    slug: 'regional',
    name: 'Hírvonal Erdély',
    cssClass: 'edition-regional',
    domain: 'erdely.hirvonal.ro',
    siteUrl: 'https://erdely.hirvonal.ro',
    currency: 'RON',
    currencySign: 'Lei',
    locale: 'hu',
    timeZone: 'Europe/Bucharest',
    themeColor: palette.green700,
    socialPages: [
      {
        network: 'facebook',
        name: 'Hírvonal Erdély',
        url: 'https://www.facebook.com/hirvonalerdely',
      },
      {
        network: 'instagram',
        name: 'hirvonalerdely',
        url: 'https://www.instagram.com/hirvonalerdely',
      },
      {
        network: 'youtube',
        name: 'Hírvonal Erdély',
        url: 'https://www.youtube.com/@hirvonalerdely',
      },
    ],
    logos: {
      header: '/images/logo-regional.svg',
      headerOnDark: '/images/logo-regional-on-dark.svg',
      square: '/images/logo-regional-square.svg',
    },
    features: {
      academy: false,
      youth: false,
      tax: false,
      subscription: false,
      donationsClosed: false,
    },
    publisher: {
      company: 'Hírvonal Erdély Media SRL',
      address: '400112 Kolozsvár (Cluj-Napoca), Str. Memorandumului 10.',
      registrationNumber: 'J12/4187/2019',
      responsiblePublisher: 'Bíró Csongor ügyvezető',
      email: 'kiado@hirvonal.ro',
      hosting: 'Exemplu Cloud SRL, 400001 Kolozsvár, Str. Republicii 35.',
    },
    redirects: { impressumToPage: false, impressumToDocument: true, mainOnlyRules: false },
  },
} as const satisfies Record<EditionSlug, EditionConfig>;

export function resolveEdition(id: string | undefined): EditionConfig {
  return editions[isEditionSlug(id) ? id : 'main'];
}

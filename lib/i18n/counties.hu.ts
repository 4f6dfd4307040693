// Hungarian names of Budapest and the 19 counties (vármegyék since 2023), by the slug the election
// data and the maps use (lib/elections/maps/huCounties.ts): the plain name the maps and tables show
// and the long name a heading or a screen reader's label takes.
export const countyNamesHu = {
  budapest: { name: 'Budapest', longName: 'Budapest főváros' },
  baranya: { name: 'Baranya', longName: 'Baranya vármegye' },
  'bacs-kiskun': { name: 'Bács-Kiskun', longName: 'Bács-Kiskun vármegye' },
  bekes: { name: 'Békés', longName: 'Békés vármegye' },
  'borsod-abauj-zemplen': {
    name: 'Borsod-Abaúj-Zemplén',
    longName: 'Borsod-Abaúj-Zemplén vármegye',
  },
  'csongrad-csanad': { name: 'Csongrád-Csanád', longName: 'Csongrád-Csanád vármegye' },
  fejer: { name: 'Fejér', longName: 'Fejér vármegye' },
  'gyor-moson-sopron': { name: 'Győr-Moson-Sopron', longName: 'Győr-Moson-Sopron vármegye' },
  'hajdu-bihar': { name: 'Hajdú-Bihar', longName: 'Hajdú-Bihar vármegye' },
  heves: { name: 'Heves', longName: 'Heves vármegye' },
  'jasz-nagykun-szolnok': {
    name: 'Jász-Nagykun-Szolnok',
    longName: 'Jász-Nagykun-Szolnok vármegye',
  },
  'komarom-esztergom': { name: 'Komárom-Esztergom', longName: 'Komárom-Esztergom vármegye' },
  nograd: { name: 'Nógrád', longName: 'Nógrád vármegye' },
  pest: { name: 'Pest', longName: 'Pest vármegye' },
  somogy: { name: 'Somogy', longName: 'Somogy vármegye' },
  'szabolcs-szatmar-bereg': {
    name: 'Szabolcs-Szatmár-Bereg',
    longName: 'Szabolcs-Szatmár-Bereg vármegye',
  },
  tolna: { name: 'Tolna', longName: 'Tolna vármegye' },
  vas: { name: 'Vas', longName: 'Vas vármegye' },
  veszprem: { name: 'Veszprém', longName: 'Veszprém vármegye' },
  zala: { name: 'Zala', longName: 'Zala vármegye' },
} as const satisfies Record<string, { name: string; longName: string }>;

export type CountyId = keyof typeof countyNamesHu;

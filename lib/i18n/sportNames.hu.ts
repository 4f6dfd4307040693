// Hungarian names of the live-sport data's own names (issue 27 item 4; SPEC sections 2 and 3): countries,
// national teams, nationalities, leagues, Grands Prix, circuits, places, units, match statistics and
// rounds, keyed by the name the api-sports-shaped data uses (the data keeps its own keys). Server-side
// only: the page props carry translated names (lib/view/sportNames.ts), so the browser never loads this
// table. People's names and club or constructor names have no Hungarian form and stay as they are.
import type { SportNameKind } from '../view/sportNames';

type Names = Readonly<Record<string, string>>;

/** Countries (also the names of national teams) as api-sports and the IOC write them in English. */
const COUNTRY: Names = {
  Afghanistan: 'Afganisztán',
  Albania: 'Albánia',
  Algeria: 'Algéria',
  Andorra: 'Andorra',
  Argentina: 'Argentína',
  Armenia: 'Örményország',
  Australia: 'Ausztrália',
  Austria: 'Ausztria',
  Azerbaijan: 'Azerbajdzsán',
  Bahamas: 'Bahama-szigetek',
  Bahrain: 'Bahrein',
  Belarus: 'Fehéroroszország',
  Belgium: 'Belgium',
  Bermuda: 'Bermuda',
  'Bosnia and Herzegovina': 'Bosznia-Hercegovina',
  Botswana: 'Botswana',
  Brazil: 'Brazília',
  Bulgaria: 'Bulgária',
  'Burkina Faso': 'Burkina Faso',
  Cameroon: 'Kamerun',
  Canada: 'Kanada',
  'Cape Verde': 'Zöld-foki Köztársaság',
  'Cape Verde Islands': 'Zöld-foki Köztársaság',
  Chile: 'Chile',
  China: 'Kína',
  'Chinese Taipei': 'Kínai Tajpej',
  Colombia: 'Kolumbia',
  'Costa Rica': 'Costa Rica',
  "Côte d'Ivoire": 'Elefántcsontpart',
  Croatia: 'Horvátország',
  Cuba: 'Kuba',
  Cyprus: 'Ciprus',
  Czechia: 'Csehország',
  'Czech Republic': 'Csehország',
  Denmark: 'Dánia',
  Dominica: 'Dominikai Közösség',
  'Dominican Republic': 'Dominikai Köztársaság',
  Ecuador: 'Ecuador',
  Egypt: 'Egyiptom',
  England: 'Anglia',
  Estonia: 'Észtország',
  Ethiopia: 'Etiópia',
  'Faroe Islands': 'Feröer',
  Fiji: 'Fidzsi-szigetek',
  Finland: 'Finnország',
  France: 'Franciaország',
  Georgia: 'Grúzia',
  Germany: 'Németország',
  Ghana: 'Ghána',
  Gibraltar: 'Gibraltár',
  'Great Britain': 'Nagy-Britannia',
  Greece: 'Görögország',
  Grenada: 'Grenada',
  Guatemala: 'Guatemala',
  'Hong Kong': 'Hongkong',
  'Hong Kong, China': 'Hongkong',
  Hungary: 'Magyarország',
  Iceland: 'Izland',
  India: 'India',
  Indonesia: 'Indonézia',
  Iran: 'Irán',
  Iraq: 'Irak',
  Ireland: 'Írország',
  'Republic of Ireland': 'Írország',
  Israel: 'Izrael',
  Italy: 'Olaszország',
  'Ivory Coast': 'Elefántcsontpart',
  Jamaica: 'Jamaica',
  Japan: 'Japán',
  Jordan: 'Jordánia',
  Kazakhstan: 'Kazahsztán',
  Kenya: 'Kenya',
  Kosovo: 'Koszovó',
  Kuwait: 'Kuvait',
  Kyrgyzstan: 'Kirgizisztán',
  Latvia: 'Lettország',
  Liechtenstein: 'Liechtenstein',
  Lithuania: 'Litvánia',
  Luxembourg: 'Luxemburg',
  Malaysia: 'Malajzia',
  Malta: 'Málta',
  Mexico: 'Mexikó',
  Moldova: 'Moldova',
  Monaco: 'Monaco',
  Mongolia: 'Mongólia',
  Montenegro: 'Montenegró',
  Morocco: 'Marokkó',
  Namibia: 'Namíbia',
  Netherlands: 'Hollandia',
  'New Zealand': 'Új-Zéland',
  Nigeria: 'Nigéria',
  'North Korea': 'Észak-Korea',
  'North Macedonia': 'Észak-Macedónia',
  'Northern Ireland': 'Észak-Írország',
  Norway: 'Norvégia',
  Pakistan: 'Pakisztán',
  Panama: 'Panama',
  Paraguay: 'Paraguay',
  Peru: 'Peru',
  Philippines: 'Fülöp-szigetek',
  Poland: 'Lengyelország',
  Portugal: 'Portugália',
  'Puerto Rico': 'Puerto Rico',
  Qatar: 'Katar',
  'Refugee Olympic Team': 'Menekült Olimpiai Csapat',
  ROC: 'Orosz Olimpiai Bizottság',
  'Russian Olympic Committee': 'Orosz Olimpiai Bizottság',
  Romania: 'Románia',
  Russia: 'Oroszország',
  'Saint Lucia': 'Saint Lucia',
  'San Marino': 'San Marino',
  'Saudi Arabia': 'Szaúd-Arábia',
  Scotland: 'Skócia',
  Senegal: 'Szenegál',
  Serbia: 'Szerbia',
  Singapore: 'Szingapúr',
  Slovakia: 'Szlovákia',
  Slovenia: 'Szlovénia',
  'South Africa': 'Dél-afrikai Köztársaság',
  'South Korea': 'Dél-Korea',
  'Korea Republic': 'Dél-Korea',
  Spain: 'Spanyolország',
  Sweden: 'Svédország',
  Switzerland: 'Svájc',
  Syria: 'Szíria',
  Tajikistan: 'Tádzsikisztán',
  Thailand: 'Thaiföld',
  Tunisia: 'Tunézia',
  Turkey: 'Törökország',
  Türkiye: 'Törökország',
  Turkmenistan: 'Türkmenisztán',
  Uganda: 'Uganda',
  Ukraine: 'Ukrajna',
  'United Arab Emirates': 'Egyesült Arab Emírségek',
  'United Kingdom': 'Egyesült Királyság',
  'United States': 'Egyesült Államok',
  USA: 'Egyesült Államok',
  Uruguay: 'Uruguay',
  Uzbekistan: 'Üzbegisztán',
  Venezuela: 'Venezuela',
  Wales: 'Wales',
  // api-sports files international competitions (World Cup, Euro) under the "country" World.
  World: 'Nemzetközi',
  Zambia: 'Zambia',
};

/** Nationalities (F1 drivers), lower case as Hungarian writes them after "Nemzetiség:". */
const NATIONALITY: Names = {
  American: 'amerikai',
  Argentine: 'argentin',
  Argentinian: 'argentin',
  Australian: 'ausztrál',
  Austrian: 'osztrák',
  Belgian: 'belga',
  Brazilian: 'brazil',
  British: 'brit',
  Canadian: 'kanadai',
  Chinese: 'kínai',
  Colombian: 'kolumbiai',
  Czech: 'cseh',
  Danish: 'dán',
  Dutch: 'holland',
  Estonian: 'észt',
  Finnish: 'finn',
  French: 'francia',
  German: 'német',
  Hungarian: 'magyar',
  Indian: 'indiai',
  Indonesian: 'indonéz',
  Irish: 'ír',
  Israeli: 'izraeli',
  Italian: 'olasz',
  Japanese: 'japán',
  Malaysian: 'maláj',
  Mexican: 'mexikói',
  Monegasque: 'monacói',
  'New Zealander': 'új-zélandi',
  Norwegian: 'norvég',
  Polish: 'lengyel',
  Portuguese: 'portugál',
  Russian: 'orosz',
  'South African': 'dél-afrikai',
  Spanish: 'spanyol',
  Swedish: 'svéd',
  Swiss: 'svájci',
  Thai: 'thai',
  Venezuelan: 'venezuelai',
};

/** Leagues and competitions (api-sports league names). */
const LEAGUE: Names = {
  'World Cup': 'Világbajnokság',
  'World Cup - Qualification Europe': 'Vb-selejtező (Európa)',
  'Euro Championship': 'Európa-bajnokság',
  'Euro Championship - Qualification': 'Eb-selejtező',
  'UEFA Champions League': 'Bajnokok Ligája',
  'UEFA Europa League': 'Európa-liga',
  'UEFA Europa Conference League': 'Konferencialiga',
  'UEFA Conference League': 'Konferencialiga',
  'UEFA Nations League': 'Nemzetek Ligája',
  'UEFA Super Cup': 'UEFA-szuperkupa',
  Friendlies: 'Barátságos mérkőzések',
  'Friendlies Clubs': 'Barátságos klubmérkőzések',
  'Liga I': 'Liga 1',
  'Magyar Kupa': 'Magyar Kupa',
};

/** The Grands Prix (F1 competition names). */
const GRAND_PRIX: Names = {
  'Abu Dhabi Grand Prix': 'Abu-dzabi Nagydíj',
  'Australian Grand Prix': 'Ausztrál Nagydíj',
  'Austrian Grand Prix': 'Osztrák Nagydíj',
  'Azerbaijan Grand Prix': 'Azeri Nagydíj',
  'Bahrain Grand Prix': 'Bahreini Nagydíj',
  'Belgian Grand Prix': 'Belga Nagydíj',
  'British Grand Prix': 'Brit Nagydíj',
  'Canadian Grand Prix': 'Kanadai Nagydíj',
  'Chinese Grand Prix': 'Kínai Nagydíj',
  'Dutch Grand Prix': 'Holland Nagydíj',
  'Emilia Romagna Grand Prix': 'Emilia-romagnai Nagydíj',
  'French Grand Prix': 'Francia Nagydíj',
  'German Grand Prix': 'Német Nagydíj',
  'Hungarian Grand Prix': 'Magyar Nagydíj',
  'Italian Grand Prix': 'Olasz Nagydíj',
  'Japanese Grand Prix': 'Japán Nagydíj',
  'Las Vegas Grand Prix': 'Las Vegas-i Nagydíj',
  'Mexico City Grand Prix': 'Mexikóvárosi Nagydíj',
  'Mexican Grand Prix': 'Mexikói Nagydíj',
  'Miami Grand Prix': 'Miami Nagydíj',
  'Monaco Grand Prix': 'Monacói Nagydíj',
  'Portuguese Grand Prix': 'Portugál Nagydíj',
  'Qatar Grand Prix': 'Katari Nagydíj',
  'Saudi Arabian Grand Prix': 'Szaúd-arábiai Nagydíj',
  'Singapore Grand Prix': 'Szingapúri Nagydíj',
  'Spanish Grand Prix': 'Spanyol Nagydíj',
  'São Paulo Grand Prix': 'São Pauló-i Nagydíj',
  'Brazilian Grand Prix': 'Brazil Nagydíj',
  'United States Grand Prix': 'Amerikai Nagydíj',
};

/** Circuits whose name is English and descriptive; the others are proper names (SAME_IN_HUNGARIAN). */
const CIRCUIT: Names = {
  'Albert Park Circuit': 'Albert Park-i pálya',
  'Bahrain International Circuit': 'Bahreini Nemzetközi Versenypálya',
  'Baku City Circuit': 'Bakui utcai pálya',
  'Jeddah Corniche Circuit': 'Dzsiddai utcai pálya',
  'Las Vegas Strip Circuit': 'Las Vegas-i utcai pálya',
  'Lusail International Circuit': 'Lusaili Nemzetközi Versenypálya',
  'Marina Bay Street Circuit': 'Marina Bay-i utcai pálya',
  'Miami International Autodrome': 'Miami Nemzetközi Autodrom',
  'Shanghai International Circuit': 'Sanghaji Nemzetközi Versenypálya',
  'Silverstone Circuit': 'Silverstone-i pálya',
  'Suzuka International Racing Course': 'Szuzukai Nemzetközi Versenypálya',
  'Yas Marina Circuit': 'Yas Marina-i pálya',
};

/** Places with a Hungarian (or Hungarian-spelt) name. */
const CITY: Names = {
  'Abu Dhabi': 'Abu-Dzabi',
  Athens: 'Athén',
  Beijing: 'Peking',
  Belgrade: 'Belgrád',
  Brussels: 'Brüsszel',
  Bucharest: 'Bukarest',
  'Cluj-Napoca': 'Kolozsvár',
  Cologne: 'Köln',
  Copenhagen: 'Koppenhága',
  Florence: 'Firenze',
  Geneva: 'Genf',
  Jeddah: 'Dzsidda',
  Leipzig: 'Lipcse',
  Lisbon: 'Lisszabon',
  'Mexico City': 'Mexikóváros',
  Milan: 'Milánó',
  'Monte Carlo': 'Monte-Carlo',
  Montreal: 'Montréal',
  Moscow: 'Moszkva',
  Munich: 'München',
  Naples: 'Nápoly',
  Paris: 'Párizs',
  Prague: 'Prága',
  Rome: 'Róma',
  Sakhir: 'Szahír',
  Shanghai: 'Sanghaj',
  Singapore: 'Szingapúr',
  Suzuka: 'Szuzuka',
  Tokyo: 'Tokió',
  Turin: 'Torino',
  Venice: 'Velence',
  Vienna: 'Bécs',
  Warsaw: 'Varsó',
};

/** Units of measure in the data ('5.412 Kms'). */
const UNIT: Names = {
  Kms: 'km',
  kms: 'km',
  Km: 'km',
  km: 'km',
  Kilometers: 'km',
  m: 'm',
  Meters: 'm',
  Laps: 'kör',
  laps: 'kör',
  Lap: 'kör',
  lap: 'kör',
};

/** api-sports match statistics (fixtures' statistics[].type). */
const STATISTIC: Names = {
  'Shots on Goal': 'Kapura lövés',
  'Shots off Goal': 'Kapu mellé lövés',
  'Total Shots': 'Összes lövés',
  'Blocked Shots': 'Blokkolt lövés',
  'Shots insidebox': 'Lövés a tizenhatoson belülről',
  'Shots outsidebox': 'Lövés a tizenhatoson kívülről',
  Fouls: 'Szabálytalanság',
  'Corner Kicks': 'Szöglet',
  Offsides: 'Les',
  'Ball Possession': 'Labdabirtoklás',
  'Yellow Cards': 'Sárga lap',
  'Red Cards': 'Piros lap',
  'Goalkeeper Saves': 'Kapusvédés',
  'Total passes': 'Összes passz',
  'Passes accurate': 'Pontos passz',
  'Passes %': 'Passzpontosság',
  expected_goals: 'Várható gólok (xG)',
  goals_prevented: 'Megakadályozott gólok',
};

/** Rounds that the round rule (lib/rules/football.ts roundName) does not name. */
const ROUND: Names = {
  'Preliminary Round': 'Előselejtező',
  '1st Qualifying Round': '1. selejtezőkör',
  '2nd Qualifying Round': '2. selejtezőkör',
  '3rd Qualifying Round': '3. selejtezőkör',
  'Play-offs': 'Rájátszás',
  'Knockout Round Play-offs': 'Egyenes kieséses rájátszás',
};

export const SPORT_NAMES_HU = {
  country: COUNTRY,
  nationality: NATIONALITY,
  league: LEAGUE,
  grandPrix: GRAND_PRIX,
  circuit: CIRCUIT,
  city: CITY,
  unit: UNIT,
  statistic: STATISTIC,
  round: ROUND,
} as const satisfies Record<Exclude<SportNameKind, 'team'>, Names>;

/**
 * Names that Hungarian writes as the data does: proper names of circuits, leagues and places with no
 * Hungarian form of their own. Listed so that a name in the demo data is a decision, not an oversight
 * (sportNames.hu.test.ts fails on a data name that is in neither table).
 */
export const SAME_IN_HUNGARIAN = {
  circuit: [
    'Autodromo Enzo e Dino Ferrari',
    'Autodromo Nazionale Monza',
    'Autódromo Hermanos Rodríguez',
    'Autódromo José Carlos Pace',
    'Circuit de Barcelona-Catalunya',
    'Circuit de Monaco',
    'Circuit de Spa-Francorchamps',
    'Circuit Gilles-Villeneuve',
    // The venue's own name, as Hungarian reports use it.
    'Circuit of the Americas',
    'Circuit Zandvoort',
    'Hungaroring',
    'Red Bull Ring',
  ],
  league: ['Bundesliga', 'La Liga', 'Ligue 1', 'NB I', 'Premier League', 'Serie A'],
  city: [
    'Al Khor',
    'Al Rayyan',
    'Al Wakrah',
    'Austin',
    'Baku',
    'Berlin',
    'Brackley',
    'Bristol',
    'Chelmsford',
    'Doha',
    'Dortmund',
    'Düsseldorf',
    'Emmerich am Rhein',
    'Enstone',
    'Évreux',
    'Faenza',
    'Fort Lauderdale',
    'Frankfurt',
    'Gelsenkirchen',
    'Gold Coast',
    'Grove',
    'Guadalajara',
    'Hamburg',
    'Hasselt',
    'Hastings',
    'Hinwil',
    'Imola',
    'Kannapolis',
    "King's Lynn",
    'Las Vegas',
    'London',
    'Lusail',
    'Madrid',
    'Maranello',
    'Melbourne',
    'Miami',
    'Milton Keynes',
    'Mogyoród',
    'Montmeló',
    'Monza',
    'Nastola',
    'Oviedo',
    'Perth',
    'Pilar',
    'Roskilde',
    'Rouen',
    'São Paulo',
    'Sagamihara',
    'Silverstone',
    'Spielberg',
    'Stavelot',
    'Stevenage',
    'Stuttgart',
    'Woking',
    'Zandvoort',
  ],
} as const satisfies Partial<Record<SportNameKind, readonly string[]>>;

/** A table's entry; never an inherited property ('constructor'). */
const own = (table: Names, name: string): string | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

/** Youth and women's national teams ('Hungary U21', 'Germany W'): the country's name and the tag. */
function nationalTeam(name: string): string | null {
  const exact = own(COUNTRY, name);
  if (exact !== undefined) return exact;
  const tagged = /^(.+?)\s+(W|U\d{2})$/.exec(name);
  if (!tagged) return null;
  const country = own(COUNTRY, tagged[1]!);
  if (country === undefined) return null;
  return tagged[2] === 'W' ? `${country} (női)` : `${country} ${tagged[2]}`;
}

/** 'Regular Season - 12' and 'League Stage - 3' are numbered rounds. */
function numberedRound(name: string): string | null {
  const match = /^(Regular Season|League Stage)\s*-\s*(\d+)$/i.exec(name.trim());
  if (!match) return null;
  return match[1]!.toLowerCase() === 'league stage'
    ? `Ligaszakasz, ${match[2]}. forduló`
    : `${match[2]}. forduló`;
}

/**
 * The Hungarian name of a data name of the given kind. A name the tables do not know (a club, a person,
 * a new proper name) stays as the data gives it.
 */
export function sportNameHu(kind: SportNameKind, name: string): string {
  if (kind === 'team') return nationalTeam(name) ?? name;
  if (kind === 'round') return numberedRound(name) ?? own(ROUND, name) ?? name;
  return own(SPORT_NAMES_HU[kind], name) ?? name;
}

/**
 * Whether a data name has a decided Hungarian form: a key of the table, already one of its Hungarian
 * names (the demo data writes many names in Hungarian), or a name Hungarian keeps as it is.
 */
export function hasHungarianForm(kind: SportNameKind, name: string): boolean {
  const table: Names = kind === 'team' ? COUNTRY : SPORT_NAMES_HU[kind];
  const same: readonly string[] =
    kind in SAME_IN_HUNGARIAN ? SAME_IN_HUNGARIAN[kind as keyof typeof SAME_IN_HUNGARIAN] : [];
  return Object.hasOwn(table, name) || Object.values(table).includes(name) || same.includes(name);
}

// The elections' data (issue 31; SPEC section 2 "Supplements under /melleklet/"): one election per
// supplement (valasztas-2022, valasztas-2024, ep-2024, usa-2024) as the election-data port serves it
// (/api/elections/{id}) and as data/elections/{id}.json holds it. Names are Hungarian.
//
// An election has parties, its turnout, and races (the national list vote, the single-member
// constituencies, the Budapest mayor, the electoral college...). A race has national totals and areas
// (a county, a constituency, a state, a city); an area's path under /melleklet/{id}/adatok/ is its
// parent's id and its own ({county}/{nn}) or its own alone ({state}). Every race and area says whether
// its figures are the official ones or illustrative (a finer figure not known for certain, written by
// us): the pages label illustrative figures as such and never present them as official.
//
// Counting: the port answers the election as counted now. Outside a replay every count is final; the
// replay clock of the demo and the tests (lib/rules/electionReplay.ts) makes it run from nothing.
// Written with zod/mini: the pages that follow a running count poll the election and validate it in
// the browser, with the same schema the adapters use.
import * as z from 'zod/mini';

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(60));
const count = z.number().check(z.int(), z.nonnegative());
const text = z.string().check(z.minLength(1), z.maxLength(300));
const color = z.string().check(z.regex(/^#[0-9a-f]{6}$/));
const short = z.string().check(z.minLength(1), z.maxLength(40));
const share = z.number().check(z.gte(0), z.lte(1));

/** Official (the election office's final figure) or illustrative (ours; labelled on the page). */
export const provenanceSchema = z.enum(['official', 'illustrative']);
export type Provenance = z.infer<typeof provenanceSchema>;

export const partySchema = z.object({
  id: slug,
  /** The full name as on the ballot, in Hungarian (US parties too: 'Demokrata Párt'). */
  name: text,
  /** The short name the maps and tables use ('Fidesz–KDNP', 'Tisza', 'Demokraták'). */
  short,
  /** The party's colour on maps and bars (#rrggbb); text on it is chosen for contrast by the view. */
  color,
  /** The European Parliament group its members sit in (ep-2024), by the group's id. */
  group: z._default(z.nullable(slug), null),
  /** A nationality list (valasztas-2022 Nemzetiségek). */
  nationality: z._default(z.boolean(), false),
});
export type Party = z.infer<typeof partySchema>;

/** A European Parliament political group (ep-2024 EP-frakciók): seats in the whole Parliament. */
export const parliamentGroupSchema = z.object({
  id: slug,
  name: text,
  short,
  color,
  seats: count,
});
export type ParliamentGroup = z.infer<typeof parliamentGroupSchema>;

/** One line of a result: a party's list, or a candidate (with the party that nominated them). */
export const resultLineSchema = z.object({
  /** null: an independent candidate. */
  party: z.nullable(slug),
  candidate: z._default(z.nullable(text), null),
  votes: count,
  /** Seats (mandates, electoral votes) won; null where the race gives none here. */
  seats: z._default(z.nullable(count), null),
});
export type ResultLine = z.infer<typeof resultLineSchema>;

export const areaKindSchema = z.enum(['capital', 'county', 'constituency', 'city', 'state']);
export type AreaKind = z.infer<typeof areaKindSchema>;

export const areaSchema = z.object({
  /** Unique among its parent's children ('01', 'szeged'; a county's or state's slug at the top). */
  id: slug,
  /** The area it lies in (a county's slug), or null at the top. */
  parent: z._default(z.nullable(slug), null),
  kind: areaKindSchema,
  /** 'Budapest 01. számú országgyűlési egyéni választókerület', 'Texas'. */
  name: text,
  /** A code a map joins on (a US state's FIPS code), when there is one. */
  code: z._default(z.nullable(z.string().check(z.maxLength(10))), null),
  /** Seats the area elects (a state's electoral votes, a county assembly's seats). */
  seats: z._default(z.nullable(count), null),
  registered: z._default(z.nullable(count), null),
  voted: z._default(z.nullable(count), null),
  /** Best first; the first line won (single-member races). */
  results: z.array(resultLineSchema),
  /**
   * The valid votes of all its lines, where a page's props keep only some of them (the leader): the
   * leader's share stays right. Null in the data (the lines' sum).
   */
  valid: z._default(z.nullable(count), null),
  /** The share of its polling stations counted, 0-1 (1 outside a replay). */
  counted: z._default(share, 1),
  provenance: provenanceSchema,
});
export type Area = z.infer<typeof areaSchema>;

export const raceKindSchema = z.enum([
  /** Proportional: a national list vote (parties' shares and seats). */
  'list',
  /** Each area elects one winner (constituencies, mayors, states' electors). */
  'single',
  /** Each area elects an assembly by list (county assemblies). */
  'assembly',
]);

export const raceSchema = z.object({
  /** 'lista', 'egyeni', 'nemzetisegi', 'fopolgarmester', 'megyei-kozgyules', 'elnok'... */
  id: slug,
  title: text,
  kind: raceKindSchema,
  /** Seats the race fills in all (199 is the Parliament's, 21 Hungary's EP seats, 538 electors). */
  seats: z._default(z.nullable(count), null),
  /** The national totals, best first; null where the race has none (mayors of different cities). */
  national: z._default(
    z.nullable(
      z.object({
        registered: z._default(z.nullable(count), null),
        voted: z._default(z.nullable(count), null),
        /**
         * The valid votes the official shares are of, where they are more than the lines' (2022: the
         * party lists' shares are of all list votes, the nationality lists' included); null: the sum.
         */
        valid: z._default(z.nullable(count), null),
        results: z.array(resultLineSchema),
      }),
    ),
    null,
  ),
  areas: z._default(z.array(areaSchema), []),
  provenance: provenanceSchema,
});
export type Race = z.infer<typeof raceSchema>;

export const turnoutSchema = z.object({
  registered: count,
  voted: count,
  /** The election office's reports through the day: the share who had voted by then (0-100). */
  byTime: z.array(
    z.object({
      time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
      percent: z.number().check(z.gte(0), z.lte(100)),
    }),
  ),
  provenance: provenanceSchema,
});
export type Turnout = z.infer<typeof turnoutSchema>;

/** A section of the Kisokos (the voters' guide), written by us. */
export const guideSectionSchema = z.object({
  title: text,
  paragraphs: z.array(z.string().check(z.minLength(1), z.maxLength(2_000))).check(z.minLength(1)),
});
export type GuideSection = z.infer<typeof guideSectionSchema>;

/** A party's list of candidates (ep-2024 Pártlisták). */
export const partyListSchema = z.object({
  party: slug,
  candidates: z.array(
    z.object({
      position: z.number().check(z.int(), z.positive()),
      name: text,
      elected: z.boolean(),
    }),
  ),
});
export type PartyList = z.infer<typeof partyListSchema>;

export const countStatusSchema = z.enum(['before', 'counting', 'final']);
export type CountStatus = z.infer<typeof countStatusSchema>;

export const electionSchema = z.object({
  /** The supplement's slug: valasztas-2022, valasztas-2024, ep-2024, usa-2024. */
  id: slug,
  title: text,
  /** Election day (YYYY-MM-DD, local). */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** When the polls closed (ISO date-time with offset): the count starts then. */
  pollsClose: z.iso.datetime({ offset: true }),
  country: z.enum(['hu', 'us']),
  parties: z.array(partySchema).check(z.minLength(1)),
  groups: z._default(z.array(parliamentGroupSchema), []),
  turnout: turnoutSchema,
  races: z.array(raceSchema).check(z.minLength(1)),
  guide: z._default(z.array(guideSectionSchema), []),
  lists: z._default(z.array(partyListSchema), []),
  /** The count as of now: 'final' outside a replay. */
  count: z._default(z.object({ status: countStatusSchema, counted: share }), {
    status: 'final',
    counted: 1,
  }),
});
export type Election = z.infer<typeof electionSchema>;
export type ElectionInput = z.input<typeof electionSchema>;

/** GET /api/elections: what the port has. */
export const electionSummarySchema = z.object({
  id: slug,
  title: text,
  date: z.string(),
  count: z.object({ status: countStatusSchema, counted: share }),
});
export type ElectionSummary = z.infer<typeof electionSummarySchema>;

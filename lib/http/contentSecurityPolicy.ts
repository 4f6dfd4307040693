// The Content-Security-Policy of every answer (issue 28, item 3). Pages are cached whole (ISR, nginx),
// so there is no per-request nonce: the three inline <head> scripts are allowed by the SHA-256 hashes of
// their texts (lib/http/inlineScripts.ts), computed at build; every other script is a file of ours
// ('self') or comes from an origin the configuration names. No 'unsafe-inline' or 'unsafe-eval' for
// scripts, no wildcard for a third party. 'strict-dynamic' is not used: with it, browsers ignore
// 'self' and every origin, and our own parser-inserted chunks (Next.js's <script src>) would need
// hashes of each chunk file, in a header several kilobytes long; the host list does the same job.
// Styles allow inline attributes (React's `style` props; vanilla-extract's files are 'self').
//
// The policy is fixed at build (Next.js writes next.config.ts's headers into the build), from the
// same variables the pages use at serve time: AD_NETWORK_SCRIPT_URL, CAMPAIGN_SCRIPT_URL and
// SUPPORT_PAYMENT_URL add their origins where each needs them; CSP_SCRIPT_SRC, CSP_FRAME_SRC,
// CSP_CONNECT_SRC and CSP_IMG_SRC add further origins (what an ad library loads in turn);
// FRAME_ANCESTORS names the sites that may frame the pages meant to be embedded. Each value is a list
// of http(s) origins separated by spaces or commas; anything else (a wildcard, a path, a keyword) is
// left out with a warning. No alias imports: next.config.ts loads this module.
import { createHash } from 'node:crypto';
import { EMBED_PLAYER_ORIGINS } from '../rules/embeds';
import type { InlineHeadScripts } from './inlineScripts';
import { log } from '../observability/log';

/**
 * Where browsers send violation reports (pages/api/csp-report.ts), by `report-uri`: every browser sends
 * those at once. Not `report-to`: with it Chromium ignores report-uri and batches reports through the
 * Reporting API for up to a minute, to https endpoints only (the endpoint reads that shape too).
 */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * The pages meant to be framed by other sites: the newsroom's app's web widget, and the election map
 * (issue 31) that the supplements frame and FRAME_ANCESTORS's sites may frame.
 */
export const EMBEDDABLE_PATHS = ['/app-web-widget', '/valasztasi-terkep'] as const;

/** `'sha256-…'` of a script's exact text, as CSP matches an inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL without a wildcard, else null (a site path has none). */
export function originOf(value: string | undefined): string | null {
  if (!value || value.includes('*')) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins of a configured list (spaces or commas); what is not an origin is dropped, said once. */
export function originList(name: string, value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = originOf(entry);
    if (origin !== null && (origin === entry || `${origin}/` === entry)) origins.push(origin);
    else log.warn(`${name}: "${entry}" is not an http(s) origin; left out of the CSP`);
  }
  return origins;
}

export interface CspSources {
  scripts: string[];
  frames: string[];
  connects: string[];
  images: string[];
  forms: string[];
  /** Who may frame the embeddable pages. */
  frameAncestors: string[];
}

/** The third parties the configuration names (README "Environment variables"). */
export function cspSourcesFromEnv(
  env: Record<string, string | undefined> = process.env,
): CspSources {
  const ads = [originOf(env.AD_NETWORK_SCRIPT_URL)].filter((o): o is string => o !== null);
  const campaign = [originOf(env.CAMPAIGN_SCRIPT_URL)].filter((o): o is string => o !== null);
  const payment = [originOf(env.SUPPORT_PAYMENT_URL)].filter((o): o is string => o !== null);
  return {
    scripts: [...ads, ...campaign, ...originList('CSP_SCRIPT_SRC', env.CSP_SCRIPT_SRC)],
    frames: [
      ...ads,
      // An external election map (issue 31), which the Adatok tabs frame instead of ours.
      ...[originOf(env.ELECTION_MAP_URL)].filter((o): o is string => o !== null),
      ...originList('CSP_FRAME_SRC', env.CSP_FRAME_SRC),
    ],
    connects: [...ads, ...campaign, ...originList('CSP_CONNECT_SRC', env.CSP_CONNECT_SRC)],
    images: [...ads, ...originList('CSP_IMG_SRC', env.CSP_IMG_SRC)],
    forms: payment,
    frameAncestors: originList('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
  };
}

const unique = (values: string[]) => [...new Set(values)];

/** The policy: `scripts` the inline scripts, `sources` the configured third parties. */
export function contentSecurityPolicy(
  scripts: InlineHeadScripts,
  sources: CspSources,
  { embeddable = false }: { embeddable?: boolean } = {},
): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...Object.values(scripts).map(scriptHash), ...unique(sources.scripts)],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...unique(sources.images)]],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...unique(sources.connects)]],
    // 'self': the supplements frame our own election map (issue 31).
    ['frame-src', unique(["'self'", ...Object.values(EMBED_PLAYER_ORIGINS), ...sources.frames])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...unique(sources.forms)]],
    ['frame-ancestors', embeddable ? ["'self'", ...unique(sources.frameAncestors)] : ["'self'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

// The VAPID key pair (RFC 8292) the site signs its Web Push requests with (issue 32). Production sets
// WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY (base64url, as `npx web-push
// generate-vapid-keys` prints them) and WEB_PUSH_VAPID_SUBJECT (a mailto: or https: contact for the
// push services). Without them, for the demo and the tests, a pair is made once and kept in
// $DATA_DIR/vapid.json beside the user-data store, shared by every instance on that directory (the
// first to write it wins, the others read it). Browsers subscribed with one public key only take
// pushes signed by its private key: the pair must outlive deployments.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { log } from '../observability/log';
import { storePath } from '../store/storePath';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function vapidKeysFile(): string {
  return path.join(path.dirname(storePath()), 'vapid.json');
}

function readKept(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    return typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string'
      ? { publicKey: kept.publicKey, privateKey: kept.privateKey }
      : null;
  } catch {
    return null;
  }
}

/** The pair kept in `file`, made and kept now when there is none. */
export function keptVapidKeys(file: string): { publicKey: string; privateKey: string } {
  const kept = readKept(file);
  if (kept) return kept;
  const made = webpush.generateVAPIDKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': another instance that wrote first wins; its pair is read below.
    fs.writeFileSync(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
    log.warn('WEB_PUSH_VAPID_* not set: made a VAPID key pair for this data directory', { file });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKept(file) ?? made;
}

/**
 * The contact push services see when WEB_PUSH_VAPID_SUBJECT is not set: the site's https address, or
 * for a site on plain http or localhost (the demo) a mailto: on its host (push services take https:
 * and mailto: subjects only, and Apple's no localhost URL).
 */
export function defaultVapidSubject(siteUrl: string): string {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' && url.hostname !== 'localhost'
    ? url.origin
    : `mailto:webpush@${url.hostname}`;
}

let cached: VapidKeys | undefined;

/** This site's VAPID keys: from the configuration, else the data directory's pair. */
export function vapidKeys(
  env: Record<string, string | undefined> = process.env,
  siteUrl = 'http://localhost',
): VapidKeys {
  if (env === process.env && cached) return cached;
  const { WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey } = env;
  const pair = publicKey && privateKey ? { publicKey, privateKey } : keptVapidKeys(vapidKeysFile());
  const keys = { ...pair, subject: env.WEB_PUSH_VAPID_SUBJECT || defaultVapidSubject(siteUrl) };
  if (env === process.env) cached = keys;
  return keys;
}

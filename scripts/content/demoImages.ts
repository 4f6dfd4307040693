// Demo images: deterministic abstract SVG artwork per image path, written under $DATA_DIR/uploads.
import fs from 'node:fs';
import path from 'node:path';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function demoSvg(seed: string, { square = false } = {}): string {
  const h = hash(seed);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const [w, hgt] = square ? [400, 400] : [1200, 675];
  const circles = Array.from({ length: 5 }, (_, i) => {
    const k = hash(`${seed}:${i}`);
    return `<circle cx="${k % w}" cy="${(k >> 11) % hgt}" r="${60 + ((k >> 5) % (hgt / 2))}" fill="hsl(${(hue + i * 25) % 360} 70% ${35 + (k % 30)}%)" fill-opacity="0.45"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 32%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 55%)"/></linearGradient></defs><rect width="${w}" height="${hgt}" fill="url(#g)"/>${circles}</svg>`;
}

/** Writes one SVG per distinct upload path; returns how many were written. */
export function writeDemoImages(uploadsDir: string, paths: Iterable<string>): number {
  let written = 0;
  for (const uploadPath of new Set(paths)) {
    const relative = uploadPath.replace(/^\/uploads\//, '');
    if (relative.includes('..')) throw new Error(`bad upload path ${uploadPath}`);
    const file = path.join(uploadsDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, demoSvg(uploadPath, { square: uploadPath.includes('/authors/') }));
    written++;
  }
  return written;
}

/** Up to three letters for a badge: the initials of a name's words, or its first letters. */
export function badgeLetters(name: string): string {
  const words = name.split(/[\s–-]+/u).filter((word) => /\p{L}/u.test(word));
  const letters =
    words.length > 1 ? words.map((word) => word[0]!).join('') : (words[0] ?? '?').slice(0, 3);
  return letters.slice(0, 3).toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A generated badge (team, league, driver, circuit): a coloured disc with the name's letters. */
export function badgeSvg(seed: string, name: string): string {
  const hue = hash(seed) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="62" fill="hsl(${hue} 55% 30%)" stroke="hsl(${hue} 60% 60%)" stroke-width="4"/><text x="64" y="78" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(badgeLetters(name))}</text></svg>`;
}

/**
 * The badges the live-sport demo data names (`logo`, `image` or `photo` under /uploads/sport/, beside
 * the object's `name`), so every image path of the live-score answers exists.
 */
export function sportBadges(
  value: unknown,
  found = new Map<string, string>(),
): Map<string, string> {
  if (Array.isArray(value)) for (const item of value) sportBadges(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['logo', 'image', 'photo']) {
      const image = record[key];
      const name = record.name;
      if (typeof image === 'string' && image.startsWith('/uploads/sport/') && !found.has(image)) {
        found.set(image, typeof name === 'string' ? name : image);
      }
    }
    for (const child of Object.values(record)) sportBadges(child, found);
  }
  return found;
}

/** Writes the badges of every JSON file under `sportDir`; returns how many were written. */
export function writeSportBadges(uploadsDir: string, sportDir: string): number {
  const badges = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json'))
        sportBadges(JSON.parse(fs.readFileSync(file, 'utf8')), badges);
    }
  };
  if (fs.existsSync(sportDir)) walk(sportDir);
  for (const [uploadPath, name] of badges) {
    const relative = uploadPath.replace(/^\/uploads\//, '');
    if (relative.includes('..')) throw new Error(`bad upload path ${uploadPath}`);
    const file = path.join(uploadsDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, badgeSvg(uploadPath, name));
  }
  return badges.size;
}

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

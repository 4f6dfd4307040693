// What an image variant costs (npm run bench:images): making one (libvips: decode the 2400 px original,
// crop, resize, encode) for the slot sizes the pages ask most, in each format, with the bytes it
// weighs; and serving one already kept (the service's whole path: size rule, record lookup, kept
// file found), as the median of many. The ratio of the two is what the variant cache saves.
// Usage: npm run bench:images [-- --photo data/photos/<id>.jpg]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { limitConcurrency } from '@/lib/client/taskQueue';
import { CENTRE } from '@/lib/images/focalCrop';
import { IMAGE_FORMATS } from '@/lib/images/imageFormat';
import { IMAGE_SLOTS } from '@/lib/images/imageSlots';
import { makeVariant } from '@/lib/images/server/imagePipeline';
import { imageVariant } from '@/lib/images/server/imageService';
import { VariantCache } from '@/lib/images/server/variantCache';
import { storeSchema } from '@/lib/store/schema.sql';
import { sqliteEngine } from '@/lib/store/sqliteEngine';
import { argument } from './cli';
import { median } from './stats';

const RUNS = 3;
const SERVE_RUNS = 200;

const photo = argument('photo') ?? 'data/photos/turaosveny-meszkohegyek.jpg';
const sizes = [
  IMAGE_SLOTS.card,
  IMAGE_SLOTS.articleCover,
  { width: IMAGE_SLOTS.articleCover.width * 2, height: IMAGE_SLOTS.articleCover.height * 2 },
  { width: IMAGE_SLOTS.frontLead.width * 4, height: IMAGE_SLOTS.frontLead.height * 4 },
];
const formats = IMAGE_FORMATS.filter((format) => format !== 'png');

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

async function main() {
  console.log(`==> making variants of ${photo} (${os.cpus().length} cores, median of ${RUNS})`);
  console.log('size        format  make ms   bytes');
  for (const { width, height } of sizes) {
    for (const format of formats) {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        const [ms, variant] = await timed(() =>
          makeVariant(photo, { width, height, format, focal: CENTRE }),
        );
        times.push(ms);
        bytes = variant.data.length;
      }
      const size = `${width}x${height}`.padEnd(11);
      console.log(
        `${size} ${format.padEnd(7)} ${String(Math.round(median(times))).padStart(7)} ${String(bytes).padStart(7)}`,
      );
    }
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  try {
    const uploads = path.join(dir, 'uploads');
    fs.mkdirSync(path.join(uploads, 'photos'), { recursive: true });
    fs.copyFileSync(photo, path.join(uploads, 'photos', 'bench.jpg'));
    const db = new Database(':memory:');
    db.exec(storeSchema);
    const store = sqliteEngine(db);
    const service = {
      root: uploads,
      cache: new VariantCache({ dir: path.join(dir, 'cache'), maxBytes: 1e9 }),
      store: () => store,
      run: limitConcurrency(1),
    };
    const request = 'photos/bench_768x432.jpg';
    const accept = 'image/avif,image/webp,*/*';
    const [makeMs] = await timed(() => imageVariant(service, request, accept));
    const serveTimes: number[] = [];
    for (let run = 0; run < SERVE_RUNS; run++) {
      const [ms, variant] = await timed(() => imageVariant(service, request, accept));
      serveTimes.push(ms);
      fs.readFileSync(variant!.file);
    }
    const serveMs = median(serveTimes);
    console.log(`==> the service on ${request} (AVIF): first request ${Math.round(makeMs)} ms`);
    console.log(
      `    a kept variant: ${serveMs.toFixed(2)} ms (median of ${SERVE_RUNS}), ${Math.round(makeMs / serveMs)}x cheaper`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();

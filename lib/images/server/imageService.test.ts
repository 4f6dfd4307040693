// The image service on real files, a real libvips and a real SQLite store: what a browser gets for a
// photo's URL at every size suffix of SPEC section 3, and what a broken or hostile file gets.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitConcurrency } from '@/lib/client/taskQueue';
import { IMAGE_ORIGINAL_MAX_SIDE } from '@/lib/constants';
import { imageUrl } from '@/lib/rules/imageUrl';
import { storeSchema } from '@/lib/store/schema.sql';
import { sqliteEngine } from '@/lib/store/sqliteEngine';
import { IMAGE_SLOTS, SHARE_IMAGE } from '../imageSlots';
import { writeImageRecord } from './imageRecords';
import { ImageError } from './imagePipeline';
import { imageVariant, type ServiceOptions } from './imageService';
import { VariantCache } from './variantCache';

const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
let dir: string;
let service: ServiceOptions;
let conversions = 0;

/** A 1600x900 photo: its left 300 columns red, the rest blue. */
const redLeftBand = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 300, height: 900, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();

function write(relative: string, data: Buffer | string) {
  const file = path.join(dir, 'uploads', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** The variant of an upload path at a size, as a browser with `accept` would get it. */
async function fetchVariant(upload: string, size?: string, accept = CHROMIUM_ACCEPT) {
  const url = imageUrl(`/uploads/${upload}`, size as never)!;
  const variant = await imageVariant(service, url.replace(/^\/uploads\//, ''), accept);
  if (!variant) return null;
  const data = fs.readFileSync(variant.file);
  return { ...variant, data, metadata: await sharp(data).metadata() };
}

/** A PNG that claims `width` x `height` pixels in a few dozen bytes: a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
  const db = new Database(':memory:');
  db.exec(storeSchema);
  const store = sqliteEngine(db);
  const limit = limitConcurrency(2);
  service = {
    root: path.join(dir, 'uploads'),
    cache: new VariantCache({ dir: path.join(dir, 'cache'), maxBytes: 50_000_000 }),
    store: () => store,
    run: (task) => {
      conversions += 1;
      return limit(task);
    },
  };
  write('photos/wide.jpg', await redLeftBand());
  write('photos/focal.jpg', await redLeftBand());
  await writeImageRecord(store, {
    path: '/uploads/photos/focal.jpg',
    width: 1600,
    height: 900,
    focalX: 0.1,
    focalY: 0.5,
    caption: 'Piros és kék',
    credit: 'Teszt',
    licence: null,
    licenceUrl: null,
    source: null,
    color: '#0000ff',
    preview: 'data:image/webp;base64,AA==',
    bytes: 1,
    createdAt: 0,
  });
  // A portrait taken with the camera turned: stored 1200x800 with EXIF orientation 6 (turn right),
  // and the place it was taken (GPS) in its EXIF.
  write(
    'photos/turned.jpg',
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Kamera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 29/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  write(
    'photos/transparent.png',
    await sharp({
      create: { width: 800, height: 450, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer(),
  );
  write(
    'photos/lies.jpg',
    await sharp({ create: { width: 800, height: 450, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer(),
  );
  write('photos/text.jpg', 'this is not a picture');
  const whole = await redLeftBand();
  write('photos/truncated.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
  write('photos/bomb.png', pngClaiming(100_000, 100_000));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SPEC section 3 "Image addressing": a size suffix names a variant', () => {
  it.each([
    ['a fixed slot (list card)', `${IMAGE_SLOTS.card.width}:${IMAGE_SLOTS.card.height}`, 400, 225],
    ['its 2x density', '800:450', 800, 450],
    ['its 1.25x density', '500:281', 500, 281],
    ['a fluid slot (article cover) at breakpoint m', '768:432', 768, 432],
    ['a width alone keeps the aspect ratio', '768', 768, 432],
    ['a square (byline avatar)', '80:80', 80, 80],
    ['larger than the photo: as large as it is, never enlarged', '3520:1980', 1600, 900],
  ])('%s (%s)', async (_, size, width, height) => {
    const got = await fetchVariant('photos/wide.jpg', size);
    expect(got?.metadata).toMatchObject({ width, height });
  });

  it('serves the unsized URL as the whole photo, at most the original size', async () => {
    const got = await fetchVariant('photos/wide.jpg');
    expect(got?.metadata).toMatchObject({ width: 1600, height: 900 });
    expect(Math.max(got!.metadata.width, got!.metadata.height)).toBeLessThanOrEqual(
      IMAGE_ORIGINAL_MAX_SIDE,
    );
  });

  it.each(['401:225', '768:433', '9999:9999', '1', '123'])(
    'makes nothing for a size no page asks for (%s): 404',
    async (size) => {
      expect(await fetchVariant('photos/wide.jpg', size)).toBeNull();
    },
  );

  it('answers 404 for a photo that is not there', async () => {
    expect(await fetchVariant('photos/missing.jpg', '400:225')).toBeNull();
  });
});

describe('the format follows the Accept header', () => {
  it.each([
    [CHROMIUM_ACCEPT, 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('%s gets %s', async (accept, contentType, format) => {
    const got = await fetchVariant('photos/wide.jpg', '400:225', accept);
    expect(got).toMatchObject({ contentType, negotiated: true });
    expect(got?.metadata.format).toBe(format);
  });

  it('keeps a transparent PNG transparent for a browser without AVIF or WebP', async () => {
    const got = await fetchVariant('photos/transparent.png', '400:225', '*/*');
    expect(got).toMatchObject({ contentType: 'image/png' });
    expect(got?.metadata.hasAlpha).toBe(true);
  });

  it('makes the share size a JPEG whatever the Accept header says', async () => {
    const got = await fetchVariant(
      'photos/wide.jpg',
      `${SHARE_IMAGE.width}:${SHARE_IMAGE.height}`,
      CHROMIUM_ACCEPT,
    );
    expect(got).toMatchObject({ contentType: 'image/jpeg', negotiated: false });
  });

  it('makes the share picture at exactly the size the page declared, even from a narrower photo', async () => {
    // turned.jpg is 800 px wide once upright: its 1200x630 crop has to be enlarged.
    const got = await fetchVariant(
      'photos/turned.jpg',
      `${SHARE_IMAGE.width}:${SHARE_IMAGE.height}`,
      CHROMIUM_ACCEPT,
    );
    expect(got?.metadata).toMatchObject({
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      format: 'jpeg',
    });
  });
});

describe('crops keep the focal point', () => {
  const leftColumnColour = async (upload: string) => {
    const got = await fetchVariant(upload, '80:80', '*/*');
    const { data } = await sharp(got!.data)
      .extract({ left: 0, top: 40, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return data[0]! > 200 && data[2]! < 60 ? 'red' : 'blue';
  };

  it('crops a square from the centre of a photo without a focal point', async () => {
    expect(await leftColumnColour('photos/wide.jpg')).toBe('blue');
  });

  it("crops a square around the focal point the photo's record names", async () => {
    expect(await leftColumnColour('photos/focal.jpg')).toBe('red');
  });
});

describe('EXIF: orientation applied, nothing else leaves the site', () => {
  it('turns a photo taken with the camera turned, and strips its EXIF and GPS', async () => {
    const got = await fetchVariant('photos/turned.jpg', undefined, '*/*');
    expect(got?.metadata).toMatchObject({ width: 800, height: 1200 });
    expect(got?.metadata.exif).toBeUndefined();
    expect(got?.metadata.orientation).toBeUndefined();
    expect(got?.data.includes('Kamera')).toBe(false);
  });
});

describe('broken and hostile files get a clear 4xx, and the service stays up', () => {
  it.each([
    ['a file whose name says JPEG but holds text', 'photos/text.jpg', 415],
    ['a truncated JPEG', 'photos/truncated.jpg', 422],
    ['a decompression bomb (10 gigapixels in a kilobyte)', 'photos/bomb.png', 422],
  ])('%s (%s): %i', async (_, upload, status) => {
    const failed = await fetchVariant(upload, '400:225').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ImageError);
    expect((failed as ImageError).status).toBe(status);
    expect(await fetchVariant('photos/wide.jpg', '400:225')).not.toBeNull();
  });

  it('reads a PNG named .jpg by its bytes', async () => {
    const got = await fetchVariant('photos/lies.jpg', '400:225', '*/*');
    expect(got?.metadata).toMatchObject({ format: 'jpeg', width: 400, height: 225 });
  });
});

describe('each variant is made once', () => {
  it('makes a new variant asked for twice at once only once, and keeps it', async () => {
    const before = conversions;
    const [first, second] = await Promise.all([
      fetchVariant('photos/wide.jpg', '1600:900', 'image/webp'),
      fetchVariant('photos/wide.jpg', '1600:900', 'image/webp'),
    ]);
    expect(first?.file).toBe(second?.file);
    expect(conversions - before).toBe(1);
    await fetchVariant('photos/wide.jpg', '1600:900', 'image/webp');
    expect(conversions - before).toBe(1);
  });
});

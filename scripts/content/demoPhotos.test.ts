// The demo's photographs: every one in data/photos.json has its original, no larger than needed,
// all of them under the repository's budget, each with a licence; and copying them for the image
// service keeps their times (its kept variants are keyed on them).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_ORIGINAL_MAX_SIDE } from '@/lib/constants';
import { demoPhotoPath, readDemoPhotos, writeDemoPhotos } from './demoPhotos';

/** The most the demo's photos may weigh together (issue "real photographs": under 25 MB). */
const DEMO_PHOTOS_MAX_BYTES = 25 * 1024 * 1024;

const photos = readDemoPhotos();
const original = (file: string) => path.join('data', 'photos', file);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-photos-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the demo photographs', () => {
  it('are all kept, and only those: data/photos/ holds exactly the files photos.json names', () => {
    expect(fs.readdirSync(path.join('data', 'photos')).sort()).toEqual(
      photos.map((photo) => photo.file).sort(),
    );
  });

  it.each(photos.map((photo) => [photo.id, photo] as const))(
    '%s is at most 2400 px on its long side, with a credit and a licence',
    async (_, photo) => {
      const { width, height } = await sharp(original(photo.file)).metadata();
      expect(Math.max(width, height)).toBeLessThanOrEqual(IMAGE_ORIGINAL_MAX_SIDE);
      expect(photo.licence).not.toBe('');
      expect(photo.source).toMatch(/package/);
    },
  );

  it('weigh less than 25 MB together', () => {
    const bytes = photos.reduce((sum, photo) => sum + fs.statSync(original(photo.file)).size, 0);
    expect(bytes).toBeLessThan(DEMO_PHOTOS_MAX_BYTES);
  });

  it('are copied to /uploads/photos/ with their modification times (to the second)', () => {
    writeDemoPhotos(dir, photos);
    const second = (file: string) => Math.floor(fs.statSync(file).mtimeMs / 1000);
    for (const photo of photos) {
      const copy = path.join(dir, demoPhotoPath(photo).replace(/^\/uploads\//, ''));
      expect(second(copy)).toBe(second(original(photo.file)));
    }
  });
});

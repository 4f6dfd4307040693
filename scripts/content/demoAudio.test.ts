// Issue 16: every demo episode has a real, playable audio file generated on import, as long as
// data/episodes.json says (the duration a player shows is the file's).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { podcastEpisodeSourceSchema } from '@/lib/schemas/podcast';
import { chimeTune, demoAudioFile, encodeMp3, mp3Duration, writeDemoAudio } from './demoAudio';

const episodes = podcastEpisodeSourceSchema
  .array()
  .parse(JSON.parse(fs.readFileSync(path.join('data', 'episodes.json'), 'utf8')));

describe('demo episodes (data/episodes.json)', () => {
  it.each(episodes.map((e) => [e.slug, e] as const))(
    '%s: generated audio of 30-120 s',
    (slug, episode) => {
      expect(episode.sourceUrl).toBe(`/uploads/audio/podcast/${slug}.mp3`);
      expect(episode.duration).toBeGreaterThanOrEqual(30);
      expect(episode.duration).toBeLessThanOrEqual(120);
    },
  );
});

describe('chime tunes', () => {
  it('are deterministic and differ between episodes', () => {
    const a = chimeTune('reggeli-kave', 'a', 2);
    expect(chimeTune('reggeli-kave', 'a', 2)).toEqual(a);
    expect(chimeTune('reggeli-kave', 'b', 2)).not.toEqual(a);
    expect(chimeTune('kotetlenul', 'a', 2)).not.toEqual(a);
    expect(a.length).toBe(32000);
    expect(Math.max(...a.map(Math.abs))).toBeGreaterThan(3000);
  });
});

describe('the encoded file', () => {
  it("lasts the episode's duration (rounded to the second), as MPEG-2 layer III frames", async () => {
    const shortest = episodes.reduce((a, b) => (a.duration <= b.duration ? a : b));
    const mp3 = await encodeMp3(chimeTune(shortest.podcast, shortest.slug, shortest.duration));
    expect(Math.round(mp3Duration(mp3))).toBe(shortest.duration);
    // Small: 16 kbit/s, 2 kB a second.
    expect(mp3.length).toBeLessThan(shortest.duration * 2100);
  });

  it('is written where sourceUrl points, and not encoded again while nothing changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-audio-'));
    const list = [
      { slug: 'x', podcast: 'p', duration: 2, sourceUrl: '/uploads/audio/podcast/x.mp3' },
      { slug: 'y', podcast: 'p', duration: 2, sourceUrl: 'https://media.example.com/y.mp3' },
    ];
    expect(await writeDemoAudio(dir, list)).toBe(1);
    const file = path.join(dir, 'audio', 'podcast', 'x.mp3');
    expect(Math.round(mp3Duration(fs.readFileSync(file)))).toBe(2);
    expect(await writeDemoAudio(dir, list)).toBe(0);
    expect(await writeDemoAudio(dir, [{ ...list[0]!, duration: 3 }])).toBe(1);
    fs.rmSync(dir, { recursive: true });
  });

  it.each([
    ['/uploads/audio/podcast/a.mp3', path.join('/u', 'audio/podcast/a.mp3')],
    ['/uploads/audio/../secret.mp3', null],
    ['/uploads/images/a.svg', null],
    ['https://media.example.com/a.mp3', null],
  ])('demoAudioFile(%s)', (url, file) => {
    expect(demoAudioFile('/u', url)).toBe(file);
  });
});

// Demo audio: a short, distinct chime tune per demo podcast episode, synthesised here and encoded to
// MP3 (mono, DEMO_AUDIO_KBPS at DEMO_AUDIO_SAMPLE_RATE) with a pure-JS encoder, so a fresh machine
// with only Node and npm gets real, playable, seekable files and no binary is committed. Written under
// $DATA_DIR/uploads (served by pages/api/uploads with range requests) at the path an episode's
// sourceUrl names, for exactly the seconds its `duration` says. Deterministic; a stamp file skips the
// encoding when nothing changed (encoding is the slow part: about a second per minute of audio).
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_AUDIO_KBPS, DEMO_AUDIO_SAMPLE_RATE } from '@/lib/constants';

/** Bump when the sound changes, so existing files are re-encoded. */
const AUDIO_VERSION = 1;
const STAMP_FILE = '.demo-audio.json';

export interface DemoAudioEpisode {
  slug: string;
  podcast: string;
  duration: number;
  sourceUrl: string;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A major pentatonic scale from the root (Hz). */
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16];
const semitone = (root: number, steps: number) => root * 2 ** (steps / 12);

/**
 * PCM samples (16-bit, mono) of `seconds` of chimes: the podcast fixes the key and the drone, the
 * episode the eight-note tune that repeats (with a little variation each round).
 */
export function chimeTune(
  podcast: string,
  episode: string,
  seconds: number,
  sampleRate = DEMO_AUDIO_SAMPLE_RATE,
): Int16Array {
  const samples = Math.round(seconds * sampleRate);
  const out = new Float32Array(samples);
  const root = 220 * 2 ** ((hash(podcast) % 7) / 12);
  const tune = Array.from({ length: 8 }, (_, i) => PENTATONIC[hash(`${episode}:${i}`) % 8]!);
  const noteSeconds = 0.4 + (hash(episode) % 4) * 0.1;
  // Drone: the root an octave down, quiet, slowly breathing.
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    out[i] = 0.06 * Math.sin(2 * Math.PI * (root / 2) * t) * (0.7 + 0.3 * Math.sin(0.5 * t));
  }
  const noteSamples = Math.round(noteSeconds * sampleRate * 3);
  for (let n = 0; n * noteSeconds < seconds; n++) {
    const round = Math.floor(n / tune.length);
    const step = tune[n % tune.length]! + (round % 3 === 2 && n % 4 === 3 ? 12 : 0);
    const frequency = semitone(root * 2, step);
    const start = Math.round(n * noteSeconds * sampleRate);
    for (let k = 0; k < noteSamples && start + k < samples; k++) {
      const t = k / sampleRate;
      const envelope = Math.exp(-4 * t) * Math.min(1, k / 80);
      out[start + k]! +=
        0.22 * envelope * Math.sin(2 * Math.PI * frequency * t) +
        0.06 * envelope * Math.sin(2 * Math.PI * frequency * 2.76 * t);
    }
  }
  const fade = Math.min(samples / 2, sampleRate);
  const pcm = new Int16Array(samples);
  for (let i = 0; i < samples; i++) {
    const gain = Math.min(1, i / fade, (samples - i) / fade);
    pcm[i] = Math.max(-32767, Math.min(32767, Math.round(out[i]! * gain * 32767)));
  }
  return pcm;
}

/** MP3 (MPEG-2 layer III at 16 kHz) of mono PCM. */
export async function encodeMp3(
  pcm: Int16Array,
  sampleRate = DEMO_AUDIO_SAMPLE_RATE,
  kbps = DEMO_AUDIO_KBPS,
): Promise<Buffer> {
  // A dynamic import: the package's CommonJS entry is a browser bundle that exports nothing.
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Buffer[] = [];
  // The encoder hands back Int8Arrays (despite its types): copy them as bytes.
  const bytes = (data: ArrayBufferView) =>
    Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const BLOCK = 1152 * 16;
  for (let i = 0; i < pcm.length; i += BLOCK) {
    chunks.push(Buffer.from(bytes(encoder.encodeBuffer(pcm.subarray(i, i + BLOCK)))));
  }
  chunks.push(Buffer.from(bytes(encoder.flush())));
  return Buffer.concat(chunks);
}

const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES_V2 = [22050, 24000, 16000];

/**
 * Seconds of an MPEG-2 layer III stream by walking its frame headers (what a player's duration is),
 * for the tests that tie data/episodes.json's durations to the files.
 */
export function mp3Duration(file: Uint8Array): number {
  let offset = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset + 4 <= file.length) {
    const [b0, b1, b2] = [file[offset]!, file[offset + 1]!, file[offset + 2]!];
    // Sync, MPEG version 2 (10), layer III (01).
    if (b0 !== 0xff || (b1 & 0xfe) !== 0xf2) throw new Error(`no MP3 frame at byte ${offset}`);
    const bitrate = BITRATES_V2[b2 >> 4]!;
    sampleRate = RATES_V2[(b2 >> 2) & 3]!;
    const padding = (b2 >> 1) & 1;
    offset += Math.floor((72 * bitrate * 1000) / sampleRate) + padding;
    samples += 576;
  }
  return sampleRate ? samples / sampleRate : 0;
}

/** The file under `uploadsDir` an episode's sourceUrl names, or null when it is not a demo upload. */
export function demoAudioFile(uploadsDir: string, sourceUrl: string): string | null {
  const match = /^\/uploads\/(audio\/[a-z0-9/-]+\.mp3)$/.exec(sourceUrl);
  return match ? path.join(uploadsDir, match[1]!) : null;
}

/** Writes the audio of every demo episode; returns how many files were (re-)encoded. */
export async function writeDemoAudio(
  uploadsDir: string,
  episodes: readonly DemoAudioEpisode[],
): Promise<number> {
  const wanted = episodes.flatMap((episode) => {
    const file = demoAudioFile(uploadsDir, episode.sourceUrl);
    return file ? [{ ...episode, file }] : [];
  });
  const stampFile = path.join(uploadsDir, 'audio', STAMP_FILE);
  const stamp = JSON.stringify({
    version: AUDIO_VERSION,
    rate: DEMO_AUDIO_SAMPLE_RATE,
    kbps: DEMO_AUDIO_KBPS,
    episodes: wanted.map(({ slug, podcast, duration, sourceUrl }) => [
      slug,
      podcast,
      duration,
      sourceUrl,
    ]),
  });
  const upToDate =
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === stamp &&
    wanted.every((episode) => fs.existsSync(episode.file));
  if (upToDate) return 0;
  for (const episode of wanted) {
    const mp3 = await encodeMp3(chimeTune(episode.podcast, episode.slug, episode.duration));
    fs.mkdirSync(path.dirname(episode.file), { recursive: true });
    fs.writeFileSync(episode.file, mp3);
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, stamp);
  return wanted.length;
}

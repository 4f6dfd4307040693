// The tippjáték's games (issue 31 item 6): data/predictions/{slug}.json (or PREDICTION_DATA_DIR), each
// validated with lib/schemas/predictionGame.ts when first read, its slug the file's name. The files do
// not change while the process runs: they are read once. A file that does not validate stops the
// process from serving any game (a broken deployment must be noticed, not half served).
import fs from 'node:fs';
import path from 'node:path';
import { predictionGameSchema, type PredictionGame } from '../schemas/predictionGame';

const GAME_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

export function predictionDataDir(env: Record<string, string | undefined> = process.env): string {
  return env.PREDICTION_DATA_DIR ?? path.join(process.cwd(), 'data', 'predictions');
}

/** Every game of `dir`, validated; a file whose slug is not its name is an error. */
export function readPredictionGames(dir: string): PredictionGame[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const slug = GAME_FILE.exec(name)?.[1];
    if (!slug) return [];
    const parsed = predictionGameSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')),
    );
    if (!parsed.success) {
      throw new Error(`${name}: not a prediction game: ${parsed.error.issues[0]?.message}`);
    }
    if (parsed.data.slug !== slug) throw new Error(`${name}: its slug is ${parsed.data.slug}`);
    return [parsed.data];
  });
}

const read = new Map<string, PredictionGame[]>();

/** This process's games (read once per folder), by closing time. */
export function predictionGames(dir = predictionDataDir()): PredictionGame[] {
  let games = read.get(dir);
  if (!games) {
    games = readPredictionGames(dir).sort(
      (a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt),
    );
    read.set(dir, games);
  }
  return games;
}

/** The game of `slug` (a path segment: any letter case), or null. */
export function predictionGame(slug: string, dir = predictionDataDir()): PredictionGame | null {
  const wanted = slug.toLowerCase();
  return predictionGames(dir).find((game) => game.slug === wanted) ?? null;
}

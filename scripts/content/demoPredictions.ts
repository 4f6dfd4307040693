// The demo tips of the closed prediction games (issue 31 item 6; data/predictionTips.json), stored by
// the demo import (`npm run content`) in the user-data store so that their leaderboards are not empty.
// Fictional readers (`demo:{key}` voters), each tip made before its game's deadline and stored with
// that time. Idempotent: a tip already there stays as it is. A deployment with real readers never runs
// this (DEMO_USERS=0 skips the demo data of the user-data store).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { predictionGames } from '@/lib/predictions/predictionGames';
import { validateAnswers, validateDisplay } from '@/lib/rules/predictions';
import type { UserDataStore } from '@/lib/userdata/userDataStore';

const demoTipsSchema = z.object({
  tips: z.array(
    z.object({
      game: z.string(),
      key: z.string(),
      displayName: z.string(),
      consent: z.boolean(),
      createdAt: z.iso.datetime({ offset: true }),
      answers: z.record(z.string(), z.union([z.number(), z.string()])),
    }),
  ),
});

export const DEMO_TIPS_FILE = path.join(process.cwd(), 'data', 'predictionTips.json');

/** Stores the demo tips not stored yet; answers how many it stored. */
export async function seedDemoPredictions(
  store: Pick<UserDataStore, 'submitPrediction'>,
  file = DEMO_TIPS_FILE,
): Promise<number> {
  const { tips } = demoTipsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const games = new Map(predictionGames().map((game) => [game.slug, game]));
  let stored = 0;
  for (const tip of tips) {
    const game = games.get(tip.game);
    if (!game) throw new Error(`demo tip ${tip.key}: no game ${tip.game}`);
    // The demo tips obey the rules readers' tips do.
    const answers = validateAnswers(game, tip.answers);
    const display = validateDisplay(tip.displayName, tip.consent);
    if (!answers.ok || !display.ok) throw new Error(`demo tip ${tip.key} breaks the game's rules`);
    const outcome = await store.submitPrediction({
      game: game.slug,
      voter: `demo:${tip.key}`,
      key: tip.key,
      answers: answers.answers,
      displayName: display.displayName,
      consent: display.consent,
      closesAt: Date.parse(game.closesAt),
      createdAt: Date.parse(tip.createdAt),
    });
    if (outcome.status === 'closed') throw new Error(`demo tip ${tip.key} is after the deadline`);
    if (outcome.status === 'created') stored += 1;
  }
  return stored;
}

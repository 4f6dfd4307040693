// The tippjáték's tips (issue 31): one row per game and reader, written once. The first tip wins: an
// insert that meets the reader's earlier tip (also one sent at the same moment, on either engine)
// does nothing, and the earlier tip is answered instead.
import {
  newPredictionSchema,
  type Prediction,
  type PredictionOutcome,
  type UserDataStore,
} from '../userDataStore';
import type { UserDataContext } from './context';

interface PredictionRow {
  game: string;
  voter: string;
  key: string;
  answers: string;
  displayName: string;
  consent: number | boolean;
  createdAt: number | string;
}

const COLUMNS = `game, voter, share_key AS "key", answers, display_name AS "displayName",
  consent, created_at AS "createdAt"`;

function predictionOfRow(row: PredictionRow): Prediction {
  return {
    game: row.game,
    voter: row.voter,
    key: row.key,
    answers: JSON.parse(row.answers) as Prediction['answers'],
    displayName: row.displayName,
    consent: Boolean(Number(row.consent)),
    createdAt: Number(row.createdAt),
  };
}

export function predictionQueries({
  db,
  now,
}: UserDataContext): Pick<
  UserDataStore,
  'submitPrediction' | 'predictionByKey' | 'predictionOf' | 'predictionsOf'
> {
  async function predictionOf(game: string, voter: string): Promise<Prediction | null> {
    const row = await db.get<PredictionRow>(
      `SELECT ${COLUMNS} FROM predictions WHERE game = ? AND voter = ?`,
      [game, voter],
    );
    return row ? predictionOfRow(row) : null;
  }

  return {
    async submitPrediction(input): Promise<PredictionOutcome> {
      const tip = newPredictionSchema.parse(input);
      const at = tip.createdAt ?? now();
      if (at >= tip.closesAt) return { status: 'closed' };
      const displayName = tip.consent ? tip.displayName : '';
      const inserted = await db.get<{ key: string }>(
        `INSERT INTO predictions
           (game, voter, share_key, answers, display_name, consent, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (game, voter) DO NOTHING
         RETURNING share_key AS "key"`,
        [
          tip.game,
          tip.voter,
          tip.key,
          JSON.stringify(tip.answers),
          displayName,
          tip.consent ? 1 : 0,
          at,
        ],
      );
      if (inserted) {
        return {
          status: 'created',
          prediction: {
            game: tip.game,
            voter: tip.voter,
            key: tip.key,
            answers: tip.answers,
            displayName,
            consent: tip.consent,
            createdAt: at,
          },
        };
      }
      // The reader's earlier tip: committed before this insert gave way, so it is there to read.
      const existing = await predictionOf(tip.game, tip.voter);
      if (!existing) throw new Error(`prediction of ${tip.game} neither stored nor found`);
      return { status: 'exists', prediction: existing };
    },

    async predictionByKey(key) {
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) return null;
      const row = await db.get<PredictionRow>(
        `SELECT ${COLUMNS} FROM predictions WHERE share_key = ?`,
        [key],
      );
      return row ? predictionOfRow(row) : null;
    },

    predictionOf,

    async predictionsOf(game) {
      const rows = await db.all<PredictionRow>(
        `SELECT ${COLUMNS} FROM predictions WHERE game = ? ORDER BY created_at, share_key`,
        [game],
      );
      return rows.map(predictionOfRow);
    },
  };
}

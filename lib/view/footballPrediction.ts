// A match's predicted outcome (SPEC section 2, football page: "predicted outcome") as the match page
// shows it: the favourite and the chances of a home win, a draw and an away win, read from the
// fixture's `predictions` (api-sports' prediction, alone or inside its answer's `predictions` field).
// Missing or unreadable data gives null, and the page says 'Nincs még elérhető információ.' (SPEC 8).
import { fixturePredictionSchema, type Fixture } from '../schemas/football';

export interface PredictedOutcome {
  /** The favourite's name, when the prediction names one. */
  favourite: string | null;
  /** The chances as written ('45%'), when the prediction gives them. */
  chances: { home: string; draw: string; away: string } | null;
}

const PERCENT = /^\d{1,3}(?:[.,]\d+)?\s?%$/;

export function predictedOutcome(fixture: Pick<Fixture, 'predictions'>): PredictedOutcome | null {
  const raw = fixture.predictions;
  const inner =
    raw !== null && typeof raw === 'object' && 'predictions' in raw
      ? (raw as { predictions: unknown }).predictions
      : raw;
  const parsed = fixturePredictionSchema.safeParse(inner);
  if (!parsed.success) return null;
  const favourite = parsed.data.winner?.name?.trim() || null;
  const percent = parsed.data.percent;
  const chances =
    percent && [percent.home, percent.draw, percent.away].every((value) => PERCENT.test(value))
      ? percent
      : null;
  return favourite || chances ? { favourite, chances } : null;
}

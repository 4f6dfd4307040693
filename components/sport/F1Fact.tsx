// One fact of a Formula 1 circuit, team or driver ('Székhely: Milton Keynes'), or nothing when the data
// leaves it empty.
import { sportText, type SportKey } from '@/lib/i18n/sport.hu';

export function F1Fact({ k, value }: { k: SportKey; value: string | number | null | undefined }) {
  return value === null || value === undefined || value === '' ? null : (
    <li>{sportText(k, { value })}</li>
  );
}

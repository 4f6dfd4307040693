// SPEC section 8's 'Még nincs adat.' where a sport table or list has nothing to show.
import { sportText } from '@/lib/i18n/sport.hu';

export function NoData() {
  return <p>{sportText('sport.noData')}</p>;
}

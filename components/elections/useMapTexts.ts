// The map's texts (its areas' text alternatives) from the dictionary, for lib/view/electionView.ts.
import { useMemo } from 'react';
import { usePageText } from '@/components/common/usePageText';
import type { MapTexts } from '@/lib/view/electionView';

export function useMapTexts(): MapTexts {
  const t = usePageText();
  return useMemo(
    () => ({
      leads: (area, leader, party, share) =>
        t('election.map.leads', { area, leader, party, share }),
      nothing: (area) => t('election.map.nothing', { area }),
      counting: (counted) => t('election.map.counting', { counted }),
      independent: t('election.independent'),
    }),
    [t],
  );
}

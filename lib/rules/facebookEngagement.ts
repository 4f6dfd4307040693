// SPEC section 9 "Facebook interaction thresholds 300 and 100": how strongly a list marks an article
// that readers interact with on Facebook.
import { FACEBOOK_INTERACTION_THRESHOLDS } from '../constants';

export type EngagementLevel = 'high' | 'medium' | null;

export function engagementLevel(interactions: number): EngagementLevel {
  if (interactions >= FACEBOOK_INTERACTION_THRESHOLDS.high) return 'high';
  if (interactions >= FACEBOOK_INTERACTION_THRESHOLDS.medium) return 'medium';
  return null;
}

// URL rules of SPEC section 5 that decide whether a route exists for this edition.
import { edition } from '@/editions/currentEdition';
import type { EditionConfig } from '@/editions/editionSchema';

export const supportSlugs = ['belepes', 'hiba', 'siker'] as const;
export type SupportSlug = (typeof supportSlugs)[number];

/** Ops can close donations at run time with DONATIONS=1 (SPEC section 5 "donations is 1"). */
export function currentFeatures(): EditionConfig['features'] {
  return process.env.DONATIONS === '1'
    ? { ...edition.features, donationsClosed: true }
    : edition.features;
}

/** Subscription page: 404 on the regional edition; on the main edition 404 when donations is 1. */
export function supportPageAvailable(
  features: EditionConfig['features'] = currentFeatures(),
): boolean {
  return features.subscription && !features.donationsClosed;
}

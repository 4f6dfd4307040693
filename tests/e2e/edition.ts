// Which edition a Playwright project runs against, and that edition's config.
import type { TestInfo } from '@playwright/test';
import { editions } from '@/editions/editions';
import type { EditionConfig } from '@/editions/editionSchema';

export function editionOf(testInfo: TestInfo): EditionConfig {
  const slug = testInfo.project.metadata.edition as keyof typeof editions;
  return editions[slug];
}

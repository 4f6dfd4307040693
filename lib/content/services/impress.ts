// The impresszum's data (issue 16, /impresszum, /dokumentum/impresszum, /api/impress/staff): the
// staff of the edition's newsroom, grouped as data/staff.json groups them, and the publisher's legal
// data from the edition config.
import { edition } from '@/editions/currentEdition';
import type { StaffGroup } from '../../schemas/commonData';
import { staffSourceGroupSchema } from '../../schemas/commonDataSource';
import type { ContentSource } from '../contentSource';

/** The slug of the impresszum document (SPEC section 2: a page on main, a document on regional). */
export const IMPRESS_DOC_SLUG = 'impresszum';

/** The staff groups of the current edition; a group with nobody in this edition is left out. */
export async function editionStaff(source: ContentSource): Promise<StaffGroup[]> {
  const groups = staffSourceGroupSchema.array().parse(await source.getDocument('staff'));
  return groups.flatMap(({ group, people }) => {
    const here = people
      .filter((person) => !person.editions || person.editions.includes(edition.slug))
      .map(({ name, title }) => ({ name, title }));
    return here.length ? [{ group, people: here }] : [];
  });
}

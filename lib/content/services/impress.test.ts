import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentSource } from '../contentSource';
import { editionStaff } from './impress';

// The impresszum lists the newsroom of the edition it is on (issue 16): people marked for the other
// edition only are left out, and so is a group left empty.
const staffFile = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../data/staff.json'), 'utf8'),
) as unknown;

const sourceWith = (staff: unknown) =>
  ({ getDocument: async (kind: string) => (kind === 'staff' ? staff : null) }) as ContentSource;

describe('editionStaff (the main edition in unit tests)', () => {
  it('keeps shared and main-only people, drops regional-only ones and empty groups', async () => {
    const groups = await editionStaff(
      sourceWith([
        {
          group: 'Újságírók',
          people: [
            { name: 'Mindkettő', title: 'újságíró' },
            { name: 'Csak fő', title: 'riporter', editions: ['main'] },
            { name: 'Csak erdélyi', title: 'tudósító', editions: ['regional'] },
          ],
        },
        { group: 'Erdély', people: [{ name: 'Tudósító', title: '', editions: ['regional'] }] },
      ]),
    );
    expect(groups).toEqual([
      {
        group: 'Újságírók',
        people: [
          { name: 'Mindkettő', title: 'újságíró' },
          { name: 'Csak fő', title: 'riporter' },
        ],
      },
    ]);
  });

  it('reads data/staff.json: the editor-in-chief on top, no regional correspondents', async () => {
    const groups = await editionStaff(sourceWith(staffFile));
    expect(groups[0]).toEqual({
      group: 'Főszerkesztő',
      people: [{ name: 'Kardos Ágnes', title: 'főszerkesztő' }],
    });
    const names = groups.flatMap((group) => group.people.map((person) => person.name));
    expect(names).toContain('Márton Gellért');
    expect(names).not.toContain('Szász Enikő');
  });
});

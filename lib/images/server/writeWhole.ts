// A file written whole: to a temporary name beside it, then renamed into place, so a reader (another
// request, another instance sharing the folder) never sees half of it.
import fs from 'node:fs/promises';
import path from 'node:path';

export async function writeWhole(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

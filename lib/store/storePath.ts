// Where the embedded store lives: $DATA_DIR/content.db (default ./var).
import path from 'node:path';

export function storePath(): string {
  const dir = process.env.DATA_DIR ?? path.join(process.cwd(), 'var');
  return path.join(dir, 'content.db');
}

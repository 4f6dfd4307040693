// The props of a document page (/dokumentum/{slug}, impresszum, academy, youth, tax).
import type { Doc } from '../schemas/doc';
import type { ShellData } from './shellData';

export interface DocPageProps {
  shell: ShellData;
  doc: Doc;
  path: string;
}

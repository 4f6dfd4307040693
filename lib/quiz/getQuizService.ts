// This process's quiz service: the user-data store (PostgreSQL with DATABASE_URL, else the SQLite
// file under DATA_DIR), the quiz token secret and the edition: EDITION for the standalone service,
// the build's edition in the site (they agree when both are started with the same EDITION).
import { edition } from '@/editions/currentEdition';
import { isEditionSlug, type EditionSlug } from '@/editions/editionSlugs';
import { getUserDataStore } from '../userdata/getUserDataStore';
import type { QuizEndpointDeps } from './graphqlHandler';
import { createQuizService } from './quizService';
import { quizTokenSecret } from './quizToken';

export function quizEdition(env: Record<string, string | undefined> = process.env): EditionSlug {
  return isEditionSlug(env.EDITION) ? env.EDITION : edition.slug;
}

let shared: Promise<QuizEndpointDeps> | undefined;

export function getQuizService(): Promise<QuizEndpointDeps> {
  shared ??= getUserDataStore()
    .then((store) => ({
      service: createQuizService({ store, edition: quizEdition() }),
      limiter: store,
      secret: quizTokenSecret(),
      introspection: process.env.QUIZ_INTROSPECTION === '1',
    }))
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}

// /api/quiz: the quiz service's GraphQL endpoint for the site's pages (issue 17, SPEC section 7), GET
// for queries and POST for everything, with the reader's quiz token as the bearer. The service runs
// in this process, or at QUIZ_SERVICE_URL, where this route passes requests on.
import type { NextApiRequest, NextApiResponse } from 'next';
import { forwardQuizRequest } from '@/lib/quiz/forwardQuizRequest';
import { getQuizService } from '@/lib/quiz/getQuizService';
import { createQuizEndpoint } from '@/lib/quiz/graphqlHandler';

// The endpoint reads (and bounds) the body itself.
export const config = { api: { bodyParser: false } };

const endpoint = createQuizEndpoint(getQuizService);

export default async function quiz(req: NextApiRequest, res: NextApiResponse) {
  const serviceUrl = process.env.QUIZ_SERVICE_URL;
  return serviceUrl ? forwardQuizRequest(serviceUrl, req, res) : endpoint(req, res);
}

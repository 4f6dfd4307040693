// POST /api/functions/get-quiz-token (SPEC section 7): the reader's quiz voter token as text, also
// set as the quizToken cookie for about a year; a reader whose cookie holds a valid token gets that
// same token back (one identity per reader). Minting is limited per address.
import type { NextApiRequest, NextApiResponse } from 'next';
import { privateRoute } from '@/lib/http/privateRoute';
import { getQuizService } from '@/lib/quiz/getQuizService';
import { issueQuizToken } from '@/lib/quiz/quizTokenEndpoint';

export const config = { api: { bodyParser: false } };

export default privateRoute(['POST'], async (req: NextApiRequest, res: NextApiResponse) => {
  const { limiter, secret } = await getQuizService();
  await issueQuizToken(req, res, { limiter, secret });
});

// The document's operations of the operations tag: what ops and browsers post to the site (on-demand
// revalidation, Content-Security-Policy reports).
import { z } from 'zod';
import type { Operation } from '../operation';
import * as answers from '../responseSchemas';

export const opsOperations: Operation[] = [
  {
    id: 'revalidate',
    method: 'post',
    path: '/api/revalidate',
    tag: 'operations',
    summary: 'Revalidate pages on demand (paths, and every page that shows the given articles)',
    description: 'Give paths, ids or both.',
    requestBody: answers.revalidateRequestSchema,
    answer: answers.revalidateAnswerSchema,
    errors: [400, 401],
    security: 'revalidateSecret',
  },
  {
    id: 'reportCspViolation',
    method: 'post',
    path: '/api/csp-report',
    tag: 'operations',
    summary:
      'Where browsers report Content-Security-Policy violations; each is logged, 204 without a body',
    description:
      'A report-uri report ({"csp-report": {...}}, application/csp-report) or a Reporting API batch ' +
      '(an array of reports, application/reports+json); other reports in a batch are ignored.',
    requestBody: z.union([
      z.object({ 'csp-report': z.record(z.string(), z.unknown()) }),
      z.array(z.object({ type: z.string(), body: z.record(z.string(), z.unknown()) })),
    ]),
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400, 405, 413],
  },
];

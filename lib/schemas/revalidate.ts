// The body of POST /api/revalidate (on-demand revalidation): the paths to refresh and the ids of
// articles whose every page is refreshed. Read by the endpoint and documented by lib/openapi.
import { z } from 'zod';

export const revalidateRequestSchema = z
  .object({
    paths: z
      .array(
        z
          .string()
          .regex(/^\/[^\s?#]*$/)
          .max(500),
      )
      .max(200)
      .default([]),
    ids: z.array(z.number().int().positive()).max(100).default([]),
  })
  .refine((body) => body.paths.length + body.ids.length > 0, { message: 'give paths or ids' });

// The document's operations for editors: adding a photo (the image service's records, lib/images).
import { z } from 'zod';
import type { Operation } from '../operation';
import { imageRecordSchema } from '../../schemas/image';

export const editorOperations: Operation[] = [
  {
    id: 'addPhoto',
    method: 'post',
    path: '/api/editor/images',
    tag: 'editor',
    summary:
      "A signed-in editor adds a photo (its type read from its bytes); answers the photo's record, whose path an article names as its image",
    requestBody: z.object({
      file: z
        .string()
        .describe('The photo (JPEG, PNG, WebP or AVIF), at most 25 MB and 50 megapixels.'),
      caption: z.string().describe('What the photo shows: its alt text and caption.'),
      credit: z.string().describe('The photographer (and agency).'),
      licence: z.string().optional(),
      licenceUrl: z.string().optional(),
      source: z.string().optional(),
      focalX: z.string().optional().describe('The point crops keep in view, 0..1 from the left.'),
      focalY: z.string().optional().describe('The point crops keep in view, 0..1 from the top.'),
    }),
    requestContentType: 'multipart/form-data',
    answer: imageRecordSchema,
    created: true,
    errors: [400, 401, 403, 413, 415, 422],
    security: 'accessToken',
  },
];

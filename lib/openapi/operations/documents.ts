// The document's operations of the documents tag: document pages, editor-managed JSON blocks, the
// impresszum staff, the store's named documents and this OpenAPI document itself.
import { z } from 'zod';
import { uniqueGroupSchema, uniqueSchema } from '../../schemas/misc';
import { inPath, numericId, query, slug, type Operation } from '../operation';
import * as answers from '../responseSchemas';

export const documentsOperations: Operation[] = [
  {
    id: 'getDoc',
    path: '/api/docs/{slug}',
    tag: 'documents',
    summary: 'A document page (impresszum, methodology, ...)',
    parameters: [slug('document', 'impresszum')],
    answer: answers.docSchema,
    errors: [400, 404],
  },
  {
    id: 'getUnique',
    path: '/api/unique/{slug}',
    tag: 'documents',
    summary: 'One editor-managed JSON block (e.g. sport-leagues)',
    parameters: [slug('block', 'sport-leagues')],
    answer: uniqueSchema,
    errors: [400, 404],
  },
  {
    id: 'getUniqueGroup',
    path: '/api/unique-groups/{id}',
    tag: 'documents',
    summary: 'A group of editor-managed blocks (13 holdblog, 27 after, 47 g7)',
    parameters: [inPath('id', 'The group id.', '27', numericId)],
    answer: uniqueGroupSchema,
    errors: [400, 404],
  },
  {
    id: 'getStaff',
    path: '/api/impress/staff',
    tag: 'documents',
    summary: 'The impresszum staff groups',
    answer: answers.staffSchema,
  },
  {
    id: 'getStoredDocument',
    path: '/api/documents/{kind}',
    tag: 'documents',
    summary:
      'A named JSON document of the store (for instances that read this one as their source)',
    parameters: [
      inPath(
        'kind',
        'Document kind (menus, frontpage, commonData, uniques, doc, ...).',
        'menus',
        z.string().regex(/^[a-zA-Z]{1,40}$/),
      ),
      query('key', 'Key within the kind (e.g. the doc slug).'),
    ],
    answer: answers.storedDocumentSchema,
    errors: [400, 404],
  },
  {
    id: 'getApiDocument',
    path: '/api/openapi.json',
    tag: 'documents',
    summary: 'This OpenAPI document',
    answer: answers.openApiDocumentSchema,
  },
];

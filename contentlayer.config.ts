// contentlayer2 reads the demo Markdown of data/ (format: data/README.md). Its output (.contentlayer/)
// is only read by the content import (scripts/content), never by pages.
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';

export const Article = defineDocumentType(() => ({
  name: 'Article',
  filePathPattern: 'articles/**/*.md',
  contentType: 'markdown',
  fields: {
    title: { type: 'string', required: true },
    type: {
      type: 'enum',
      options: ['article', 'longform', 'liveblog', 'liveblogpost'],
      required: true,
    },
    pubDate: { type: 'string', required: true },
    updatedAt: { type: 'string' },
    mainSuperTag: { type: 'string', required: true },
    superTags: { type: 'list', of: { type: 'string' } },
    tags: { type: 'list', of: { type: 'string' }, required: true },
    authors: { type: 'list', of: { type: 'string' }, required: true },
    contributors: { type: 'list', of: { type: 'string' } },
    lead: { type: 'string', required: true },
    subtitle: { type: 'string' },
    recommender: { type: 'string' },
    image: { type: 'string' },
    imageAlt: { type: 'string' },
    coverImageText: { type: 'string' },
    halfImage: { type: 'boolean' },
    flags: { type: 'list', of: { type: 'string' } },
    important: { type: 'boolean' },
    favorite: { type: 'boolean' },
    announcement: { type: 'boolean' },
    evergreen: { type: 'boolean' },
    active: { type: 'boolean' },
    editions: { type: 'list', of: { type: 'string' } },
    english: { type: 'boolean' },
    spiritualHelp: { type: 'boolean' },
    drugProblem: { type: 'boolean' },
    parent: { type: 'string' },
    pinned: { type: 'boolean' },
    ctUrl: { type: 'string' },
    indexAVCode: { type: 'string' },
    geo: { type: 'json' },
    headerType: { type: 'string' },
    colorScheme: { type: 'string' },
    // Facebook interactions (reactions, comments, shares) collected outside this service (issue 16).
    facebookEngagement: { type: 'number' },
  },
}));

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/*.md',
  contentType: 'markdown',
  fields: {
    title: { type: 'string', required: true },
    lead: { type: 'string' },
    updatedAt: { type: 'string' },
  },
}));

export default makeSource({
  contentDirPath: 'data',
  contentDirInclude: ['articles', 'docs'],
  documentTypes: [Article, Doc],
  disableImportAliasWarning: true,
  // Our front matter uses `type` for the article type, so contentlayer's own marker needs another name.
  fieldOptions: { typeFieldName: 'documentType' },
});

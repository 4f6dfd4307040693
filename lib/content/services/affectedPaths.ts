// Which pages show an article, so on-demand revalidation can refresh all of them: the article itself
// (and its /elo variant), the front page, the newest list, its sections, tags, authors and flag lists.
import type { ListItem } from '../../schemas/article';

export function pathsShowingArticle(article: ListItem): string[] {
  const sections = [article.mainSuperTag, ...article.superTags].map((s) => s.slug);
  const paths = [
    article.url,
    ...(article.type === 'liveblog' ? [`${article.url}/elo`] : []),
    '/',
    '/legfrissebb',
    ...sections.map((slug) =>
      ['english', 'after', 'g7'].includes(slug) ? `/${slug}` : `/rovat/${slug}`,
    ),
    ...article.tags.map((tag) => `/cimke/${tag.slug}`),
    ...article.articleAuthors.map((author) => `/szerzo/${author.slug}`),
    ...(article.important ? ['/legfontosabb'] : []),
    ...(article.favorite ? ['/kedvenceink'] : []),
  ];
  return [...new Set(paths)];
}

// Which pages show an article, so on-demand revalidation can refresh all of them: the article itself
// (and its /elo variant), the front page, the newest list, its sections, tags, authors and flag lists.
import { paths } from '../../routing/paths';
import { articlePaths, finalTagPath } from '../../routing/routes';
import type { ListItem } from '../../schemas/article';

export function pathsShowingArticle(article: ListItem): string[] {
  const sections = [article.mainSuperTag, ...article.superTags].map((s) => s.slug);
  const shown = [
    article.url,
    ...(article.type === 'liveblog' ? [articlePaths.liveblog(article)] : []),
    paths.home(),
    paths.list('legfrissebb'),
    ...sections.map((slug) => paths.section(slug)),
    ...article.tags.map((tag) => finalTagPath(tag.slug)),
    ...article.articleAuthors.map((author) => paths.author(author.slug)),
    ...(article.important ? [paths.list('legfontosabb')] : []),
    ...(article.favorite ? [paths.list('kedvenceink')] : []),
  ];
  return [...new Set(shown)];
}

// Which pages show an article, so on-demand revalidation can refresh all of them: the article itself
// (and its /elo variant), the front page, the newest list, its sections, tags, authors and flag lists,
// and the supplements whose tag it carries, with their article tabs.
import { paths } from '../../routing/paths';
import { articlePaths, finalTagPath } from '../../routing/routes';
import { supplements, type SupplementFilter } from '../../routing/supplements';
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
    ...supplementPathsShowing(article),
  ];
  return [...new Set(shown)];
}

/**
 * A supplement lists the articles carrying its tag (its slug); an article tab narrows that list by one
 * more tag, or by a flag (refreshed for any article: a page too many costs one render).
 */
function supplementPathsShowing(article: ListItem): string[] {
  const tags = new Set(article.tags.map((tag) => tag.slug));
  const passes = (filter: SupplementFilter | undefined) =>
    filter !== undefined && (filter.tag === undefined || tags.has(filter.tag));
  return supplements
    .filter((supplement) => tags.has(supplement.slug))
    .flatMap((supplement) => [
      paths.supplement(supplement.slug),
      ...supplement.tabs
        .filter((tab) => tab.kind === 'articles' && passes(tab.filter))
        .map((tab) => paths.supplement(supplement.slug, tab.segment)),
    ]);
}

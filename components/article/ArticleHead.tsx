// Metadata of an article page: title, description, canonical link, Open Graph and Twitter tags,
// article:* tags and JSON-LD (NewsArticle, or LiveBlogPosting with its updates for the liveblog design
// of the article format).
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import type { ArticlePageProps } from '@/lib/view/articlePage';
import { pageTitle } from '@/lib/rules/pageTitle';
import { IMAGE_SLOTS, SHARE_IMAGE } from '@/lib/images/imageSlots';
import { fluidImage } from '@/lib/rules/imageUrl';
import { ImagePreload } from '../image/ImagePreload';

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** JSON for a <script> element: '<' escaped so no string inside can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function ArticleHead({
  article,
  format,
  posts,
}: Pick<ArticlePageProps, 'article' | 'format' | 'posts'>) {
  const url = `${edition.siteUrl}${article.url}`;
  const image = article.facebookImage
    ? `${edition.siteUrl}${article.facebookImage}`
    : `${edition.siteUrl}${edition.logos.square}`;
  const description = article.ogDescription ?? article.lead;
  const coverFacts = article.coverImageFacts;
  const cover = fluidImage(article.coverImage, IMAGE_SLOTS.articleCover);
  const authors = article.articleAuthors.map((a) => ({
    '@type': 'Person',
    name: a.name,
    url: `${edition.siteUrl}${a.href}`,
  }));
  const liveBlog = format.design === 'liveblog';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': liveBlog ? 'LiveBlogPosting' : 'NewsArticle',
    headline: article.title,
    description,
    mainEntityOfPage: url,
    url,
    image: [
      coverFacts
        ? {
            '@type': 'ImageObject',
            url: image,
            width: SHARE_IMAGE.width,
            height: SHARE_IMAGE.height,
            caption: article.imageAlt ?? coverFacts.caption,
            creditText: coverFacts.credit,
            creator: { '@type': 'Person', name: coverFacts.credit },
            ...(coverFacts.licenceUrl ? { license: coverFacts.licenceUrl } : {}),
          }
        : image,
    ],
    datePublished: iso(article.pubDate),
    dateModified: iso(article.updatedAt),
    inLanguage: article.english ? 'en' : 'hu',
    articleSection: article.mainSuperTag.name,
    keywords: article.tags.map((t) => t.name).join(', '),
    author: authors,
    publisher: {
      '@type': 'NewsMediaOrganization',
      name: edition.name,
      logo: { '@type': 'ImageObject', url: `${edition.siteUrl}${edition.logos.square}` },
    },
    isAccessibleForFree: true,
    ...(liveBlog
      ? {
          coverageStartTime: iso(article.pubDate),
          liveBlogUpdate: posts.map((post) => ({
            '@type': 'BlogPosting',
            headline: post.title,
            datePublished: iso(post.pubDate),
            url: `${url}#${post.slug}`,
          })),
        }
      : {}),
  };
  return (
    <Head>
      <title>{pageTitle(edition.name, article.title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={edition.name} />
      <meta property="og:title" content={article.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <ImagePreload image={cover} />
      <meta property="og:image" content={image} />
      {coverFacts && article.facebookImage ? (
        <>
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          {article.imageAlt ? <meta property="og:image:alt" content={article.imageAlt} /> : null}
        </>
      ) : null}
      <meta property="og:locale" content={article.english ? 'en_US' : 'hu_HU'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={article.title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta property="article:published_time" content={iso(article.pubDate)} />
      <meta property="article:modified_time" content={iso(article.updatedAt)} />
      <meta property="article:section" content={article.mainSuperTag.name} />
      {article.tags.map((tag) => (
        <meta key={tag.slug} property="article:tag" content={tag.name} />
      ))}
      {article.adultContent ? <meta name="rating" content="adult" /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </Head>
  );
}

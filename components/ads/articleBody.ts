// The class every variant of the article body carries (components/article/ArticlePage.tsx): content
// ads (./ContentAds.tsx) and the video facades find the body's placeholders by it. Its own module, so
// the article page takes the name without the lazily loaded content ads code.
export const ARTICLE_BODY_CLASS = 'article-html-content';

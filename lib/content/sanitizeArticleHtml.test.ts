import { sanitizeArticleHtml } from './sanitizeArticleHtml';

// Untrusted article HTML (Standards: "Untrusted HTML is sanitised before it reaches a page").
describe('sanitizeArticleHtml', () => {
  it.each([
    ['script tags', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    [
      'event handlers',
      '<p onclick="alert(1)">a</p><img src="https://x.test/a.svg" onerror="alert(1)">',
      '<p>a</p><img src="https://x.test/a.svg" />',
    ],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['data: images', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['svg tricks', '<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    [
      'style and iframes from elsewhere',
      '<style>*{}</style><iframe src="https://evil.test/"></iframe>',
      '',
    ],
    ['broken markup', '<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('keeps real content: headings, lists, quotes, tables, images', () => {
    const html =
      '<h2>Cím</h2><ul><li>a</li></ul><blockquote><p>idézet</p></blockquote><table><thead><tr><th>x</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><img src="/uploads/a.svg" alt="kép">';
    expect(sanitizeArticleHtml(html)).toBe(
      html.replace('alt="kép">', 'alt="kép" />').replace('<table>', '<table tabindex="0">'),
    );
  });

  it('makes every table focusable, so a table wider than a phone can be scrolled by keyboard (issue 27)', () => {
    expect(
      sanitizeArticleHtml('<table tabindex="-1" onclick="x()"><tr><td>1</td></tr></table>'),
    ).toBe('<table tabindex="0"><tr><td>1</td></tr></table>');
  });

  it('turns a video placeholder into a click-to-load facade: a link, no player, no iframe (SPEC §5)', () => {
    const out = sanitizeArticleHtml(
      '<figure class="embed-video" data-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42" data-autoplay="GENTLY_FORCE"></figure>',
    );
    expect(out).not.toContain('<iframe');
    expect(out).toBe(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=42s" class="video-facade" data-video-provider="youtube" data-autoplay="GENTLY_FORCE" target="_blank" rel="noopener noreferrer">Videó lejátszása · YouTube · kezdés: 0:42</a>',
    );
  });

  it.each([
    ['/uploads/images/2026/11/villamos.jpg', true],
    ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', false],
    ['/uploads/../x" onerror="alert(1).jpg', false],
  ])('draws the facade poster %s only from our own uploads (SPEC §5): %s', (poster, kept) => {
    const out = sanitizeArticleHtml(
      `<figure class="embed-video" data-url="https://vimeo.com/76979871" data-poster='${poster}'></figure>`,
    );
    expect(
      out.includes('<img src="/uploads/images/2026/11/villamos.jpg" alt="" loading="lazy" />'),
    ).toBe(kept);
    expect(out).not.toContain('ytimg');
    expect(out).not.toContain('onerror');
  });

  it('labels the facade in the article language', () => {
    expect(
      sanitizeArticleHtml(
        '<figure class="embed-video" data-url="https://www.facebook.com/reel/1234567890"></figure>',
        { locale: 'en' },
      ),
    ).toContain('>Play video · Facebook</a>');
  });

  it('keeps only the known autoplay modes, and no facade markup on an author link', () => {
    expect(
      sanitizeArticleHtml(
        '<figure class="embed-video" data-url="https://vimeo.com/76979871" data-autoplay="ALWAYS"></figure>',
      ),
    ).not.toContain('data-autoplay');
    expect(
      sanitizeArticleHtml(
        '<a href="https://example.com/" class="video-facade" data-video-provider="youtube" onclick="x()">x</a>',
      ),
    ).toBe('<a href="https://example.com/" rel="noopener noreferrer" target="_blank">x</a>');
  });

  it('shows shorts in portrait and drops non-video links (SPEC §5)', () => {
    expect(
      sanitizeArticleHtml(
        '<figure class="embed-video" data-url="https://www.youtube.com/shorts/abcdefghijk"></figure>',
      ),
    ).toContain('video-facade video-portrait');
    expect(
      sanitizeArticleHtml(
        '<figure class="embed-video" data-url="https://evil.test/watch?v=x"></figure>',
      ),
    ).toBe('');
  });

  // Issue 28: a rejected embed with a link inside once left the link open, so it swallowed the rest of
  // the article; an accepted one kept the author's link inside the facade's link.
  it.each([
    ['a rejected video', 'javascript:alert(1)', ''],
    ['a rejected music link', 'https://open.spotify.com/user/someone', ''],
    [
      'an accepted video',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'Videó lejátszása · YouTube</a>',
    ],
  ])(
    'keeps what follows %s outside of it, and nothing an author put inside it',
    (_n, url, drawn) => {
      const kind = url.includes('spotify') ? 'embed-music' : 'embed-video';
      const html = sanitizeArticleHtml(
        `<p>before</p><figure class="${kind}" data-url="${url}"><a href="https://evil.test/">x</a> text<figcaption>cap</figcaption></figure><p>rest <b>of it</b></p>`,
      );
      expect(html.startsWith('<p>before</p>')).toBe(true);
      expect(html.endsWith('<p>rest <b>of it</b></p>')).toBe(true);
      expect(html).not.toContain('evil.test');
      expect(html).not.toContain('cap');
      expect(html.match(/<a /g) ?? []).toHaveLength(drawn.includes('</a>') ? 1 : 0);
      expect(html).toContain(drawn);
    },
  );

  it('draws the compact 80 px player where the page asks for it (SPEC §9: live blog posts)', () => {
    const track =
      '<figure class="embed-music" data-url="https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC"></figure>';
    expect(sanitizeArticleHtml(track)).toContain('height="155"');
    expect(sanitizeArticleHtml(track, { musicVariant: 'compact' })).toContain('height="80"');
  });

  it('accepts only album/artist/playlist/track/episode music links (SPEC §5)', () => {
    expect(
      sanitizeArticleHtml(
        '<figure class="embed-music" data-url="https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk"></figure>',
      ),
    ).toContain('height="233"');
    // The frame's accessible name, from the video dictionary (video.hu.ts), on every article.
    for (const locale of ['hu', 'en'] as const) {
      expect(
        sanitizeArticleHtml(
          '<figure class="embed-music" data-url="https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk"></figure>',
          { locale },
        ),
      ).toContain('title="Zene"');
    }
    expect(
      sanitizeArticleHtml(
        '<figure class="embed-music" data-url="https://open.spotify.com/user/someone"></figure>',
      ),
    ).toBe('');
  });

  it('numbers content ads sequentially (SPEC §9)', () => {
    const out = sanitizeArticleHtml(
      '<div class="content-ad"></div><p>x</p><div class="content-ad" data-ad-slot="9"></div>',
    );
    expect(out).toBe(
      '<div class="content-ad" data-ad-slot="1"></div><p>x</p><div class="content-ad" data-ad-slot="2"></div>',
    );
  });

  it('turns empty header cells into data cells', () => {
    expect(sanitizeArticleHtml('<table><tr><th></th><th>2026</th></tr></table>')).toBe(
      '<table tabindex="0"><tr><td></td><th>2026</th></tr></table>',
    );
  });

  // Issue 17: a quiz stands where its placeholder is; SPEC section 3: the id is 24 characters.
  it.each([
    [
      'keeps a quiz placeholder with exactly its id',
      '<p>a</p><div data-quiz-id="6561a0c0e4b0a1b2c3d4e5f1"></div>',
      '<p>a</p><div data-quiz-id="6561a0c0e4b0a1b2c3d4e5f1"></div>',
    ],
    [
      'drops anything else on it',
      '<div data-quiz-id="6561a0c0e4b0a1b2c3d4e5f1" class="x" data-x="1" onclick="y()"></div>',
      '<div data-quiz-id="6561a0c0e4b0a1b2c3d4e5f1"></div>',
    ],
    [
      'drops an id that is not 24 characters',
      '<div data-quiz-id="6561a0c0e4b0a1b2c3d4e5f"></div>',
      '<div></div>',
    ],
    [
      'drops an id with characters that would need escaping',
      '<div data-quiz-id="6561a0c0e4b0a1b2c3d4&quot;f1"></div>',
      '<div></div>',
    ],
    [
      'keeps the attribute on divs only',
      '<p data-quiz-id="6561a0c0e4b0a1b2c3d4e5f1">a</p>',
      '<p>a</p>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('opens external links safely', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});

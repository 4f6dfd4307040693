// Escaping for the hand-written XML of the feeds, sitemaps and news sitemap. Untrusted text (titles,
// leads, names, article HTML) goes through here and nowhere else: characters XML 1.0 forbids are
// dropped (a single one makes the whole document unreadable for strict parsers), markup characters are
// escaped, and CDATA sections are split wherever the text contains their terminator `]]>`.

// XML 1.0 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]; anything else
// (C0 controls, lone surrogates, U+FFFE, U+FFFF) is removed.
const INVALID_XML_CHARS = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

/** Text content of an element. */
export function escapeXmlText(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Plain text for an element that feed readers read as HTML: RSS 2.0's title and description are
 * "entity-encoded HTML", so a title like `a <b>` must reach the reader as `a &lt;b&gt;` after the XML
 * layer is decoded: escaped for HTML here, then for XML by xmlElement (issue 28: once was too few, and
 * a reader rendered an author's markup).
 */
export function htmlEscapedText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A double-quoted attribute value (tabs and newlines kept as references so parsers keep them). */
export function escapeXmlAttr(text: string): string {
  return escapeXmlText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** A CDATA section holding `text` verbatim; every `]]>` inside is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${stripInvalidXmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** `<name attr="...">text</name>`, or a self-closing element when text is undefined. */
export function xmlElement(
  name: string,
  text: string | undefined,
  attributes: Record<string, string> = {},
): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXmlAttr(value)}"`)
    .join('');
  return text === undefined
    ? `<${name}${attrs}/>`
    : `<${name}${attrs}>${escapeXmlText(text)}</${name}>`;
}

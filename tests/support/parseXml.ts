// Test helper: a strict, namespace-aware XML parser (jsdom's DOMParser, built on saxes) so tests check
// that the hand-written XML is well-formed, not only that it looks right. Test files that use it run
// in jsdom (`// @vitest-environment jsdom` on their first line).

/** Parses `xml`; throws with the parser's message when it is not well-formed. */
export function parseXmlForTest(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

// @vitest-environment jsdom
import { parseXmlForTest } from '@/tests/support/parseXml';
import { cdata, escapeXmlAttr, escapeXmlText, stripInvalidXmlChars, xmlElement } from './xmlEscape';

describe('escapeXmlText', () => {
  it.each([
    ['plain Hungarian text', 'Árvíztűrő tükörfúrógép', 'Árvíztűrő tükörfúrógép'],
    ['ampersand', 'Kiss & Nagy', 'Kiss &amp; Nagy'],
    ['an entity stays text', '&amp;', '&amp;amp;'],
    ['markup', '<b>x</b>', '&lt;b&gt;x&lt;/b&gt;'],
    ['CDATA terminator', 'a]]>b', 'a]]&gt;b'],
    ['quotes need no escaping in text', '„idézet” "x" \'y\'', '„idézet” "x" \'y\''],
    ['control characters are dropped', 'a\u0000b\u0008c\u000Bd\u001Fe', 'abcde'],
    ['tab, newline and return are kept', 'a\tb\nc\rd', 'a\tb\nc\rd'],
    ['lone surrogates are dropped', 'a\uD800b\uDC00c', 'abc'],
    ['non-characters U+FFFE and U+FFFF are dropped', 'a\uFFFEb\uFFFFc', 'abc'],
    ['astral characters are kept', 'rakéta 🚀', 'rakéta 🚀'],
  ])('%s', (_name, input, expected) => {
    expect(escapeXmlText(input)).toBe(expected);
  });
});

describe('escapeXmlAttr', () => {
  it.each([
    ['quotes', 'a"b', 'a&quot;b'],
    ['ampersand in a URL', '/a?b=1&c=2', '/a?b=1&amp;c=2'],
    ['whitespace survives attribute normalisation', 'a\tb\nc', 'a&#9;b&#10;c'],
    ['markup', '<x>', '&lt;x&gt;'],
  ])('%s', (_name, input, expected) => {
    expect(escapeXmlAttr(input)).toBe(expected);
  });
});

describe('cdata', () => {
  it.each([
    ['plain HTML', '<p>a &amp; b</p>'],
    ['one terminator', 'a]]>b'],
    ['several terminators', ']]>x]]>]]>'],
    ['brackets that are not a terminator', 'a]]b]>c]'],
    ['empty', ''],
  ])('keeps %s verbatim through a parser', (_name, text) => {
    const doc = parseXmlForTest(`<r>${cdata(text)}</r>`);
    expect(doc.documentElement.textContent).toBe(text);
  });

  it('drops characters XML cannot carry', () => {
    expect(cdata('a\u0001b')).toBe('<![CDATA[ab]]>');
  });
});

describe('xmlElement', () => {
  it('writes text and attributes that parse back to the input', () => {
    const xml = xmlElement('x', 'a < b & c', { href: '/p?a=1&b="2"' });
    const el = parseXmlForTest(xml).documentElement;
    expect(el.textContent).toBe('a < b & c');
    expect(el.getAttribute('href')).toBe('/p?a=1&b="2"');
  });

  it('self-closes without text', () => {
    expect(xmlElement('enclosure', undefined, { length: '0' })).toBe('<enclosure length="0"/>');
  });
});

describe('stripInvalidXmlChars', () => {
  it('keeps a string of valid characters as it is', () => {
    const text = 'Hírvonal – „English” 🚀\t\n';
    expect(stripInvalidXmlChars(text)).toBe(text);
  });
});

describe('parseXmlForTest (the checker itself)', () => {
  it.each([
    ['a bare ampersand', '<r>a & b</r>'],
    ['a control character', '<r>\u0001</r>'],
    ['an unbound prefix', '<r><dc:creator>x</dc:creator></r>'],
    ['an unclosed element', '<r><x></r>'],
  ])('rejects %s', (_name, xml) => {
    expect(() => parseXmlForTest(xml)).toThrow(/not well-formed/);
  });
});

import { htmlToText, looksLikeHtml } from './plain-text';

test('stored HTML reads as one line of text: tags gone, paragraphs apart, entities decoded', () => {
  expect(htmlToText('<p>Hello</p>')).toBe('Hello');
  expect(
    htmlToText(
      '<p>Dear members,</p><p>Charge <b>100 USD</b> &amp; more.</p><ul><li>a</li><li>b</li></ul>',
    ),
  ).toBe('Dear members, Charge 100 USD & more. a b');
  expect(htmlToText('one<br>two\n\n   three&nbsp;&#8594;&#x20A9;')).toBe('one two three →₩');
  expect(htmlToText('<a href="/x?a=1&b=2" title="a > b">link</a> <!-- note --> end')).toBe(
    'link end',
  );
});

test('code in the content is not text, and the content is never parsed into elements', () => {
  const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
  const create = jest.spyOn(document, 'createElement');
  expect(
    htmlToText(
      '<p>Hi</p><script>window.ran()</script><style>p{}</style><svg onload="window.ran()"></svg><img src=x onerror="window.ran()">',
    ),
  ).toBe('Hi');
  expect(htmlToText('<p>Hi</p><script>never closed')).toBe('Hi');
  expect(parse).not.toHaveBeenCalled();
  expect(create).not.toHaveBeenCalled();
});

test('plain text stays as it is, "<" and "&" included', () => {
  expect(htmlToText('1 < 2 & 3')).toBe('1 < 2 & 3');
  expect(looksLikeHtml('1 < 2 & 3')).toBe(false);
  expect(looksLikeHtml('<p>Hello</p>')).toBe(true);
});

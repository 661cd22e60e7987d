import { render } from '@testing-library/react';
import { SafeHtml, sanitizeForDisplay } from './SafeHtml';

test('scripts, event handlers and javascript: links never reach the page', () => {
  const html =
    '<p>Hello <b>member</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
    '<a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a>';
  const { container } = render(<SafeHtml html={html} />);
  expect(container.querySelector('script')).toBeNull();
  // The image from no site at all is gone, and with it its handler.
  expect(container.querySelector('img')).toBeNull();
  expect(container.innerHTML).not.toContain('onerror');
  expect(container.querySelector('a:not([href^="https"])')?.getAttribute('href')).toBeFalsy();
  expect(container.querySelector('b')?.textContent).toBe('member');
  const good = container.querySelector('a[href="https://example.com"]');
  expect(good?.getAttribute('target')).toBe('_blank');
  expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
});

test('forms and inline styles are removed, formatting stays', () => {
  expect(sanitizeForDisplay('<form><input name="p"></form><p style="color:red">x</p>')).toBe(
    '<p>x</p>',
  );
});

test('typed text keeps its line breaks only when asked', () => {
  const { container } = render(<SafeHtml html={'one\ntwo'} keepLineBreaks />);
  expect(container.firstElementChild).toHaveClass('safe-html', 'safe-html--text');
});

test("only the site's own images are shown", () => {
  const clean = sanitizeForDisplay(
    '<p>a</p><img src="/images/ok.png" alt="ok"><img src="https://tracker.example/p.gif"><img src="//cdn.example/x.png">',
  );
  expect(clean).toBe('<p>a</p><img src="/images/ok.png" alt="ok">');
});

import { CURRENCIES, LANGUAGES } from '@wallet/shared/domain';
import { NAMESPACES } from './namespaces';
import { resources } from './resources';

/** Every leaf key of a nested resource object, as dotted paths, with its text. */
function leaves(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (typeof child === 'object' && child !== null) {
      for (const [p, text] of leaves(child as object, path)) out.set(p, text);
    } else throw new Error(`${path} is neither text nor a group`);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Texts that may read the same as in English ("OK", a date). */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'common:session.ok',
  // A date and the zone's code read alike in every language, as elsewhere on the site.
  'support:date',
]);

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s texts', (language) => {
  test.each([...NAMESPACES])('namespace %s has exactly the English keys', (ns) => {
    const english = leaves(resources.en[ns]);
    const translated = leaves(resources[language][ns]);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  test.each([...NAMESPACES])('namespace %s keeps every placeholder and is translated', (ns) => {
    const english = leaves(resources.en[ns]);
    const translated = leaves(resources[language][ns]);
    for (const [key, text] of english) {
      const other = translated.get(key) ?? '';
      expect({ key, placeholders: placeholders(other) }).toEqual({
        key,
        placeholders: placeholders(text),
      });
      if (!SAME_AS_ENGLISH_ALLOWED.has(`${ns}:${key}`)) {
        expect({ key, text: other }).not.toEqual({ key, text });
      }
      expect(other.trim()).not.toBe('');
    }
  });
});

test('the admin login refusal carries its fixed Korean text', () => {
  expect(leaves(resources.ko.auth).get('adminLogin.notAdmin')).toBe('관리자 전용 계정이 아닙니다.');
});

/*
 * The formats put a no-break space between a figure and its currency code (format.ts,
 * `withCurrency`), so "1,234.56" and "USD" never part at the end of a line. A text that writes
 * its own figure, or an interpolated one, before a code (or before `{{currency}}`) keeps to it.
 */
const CODE = [...CURRENCIES, '{{currency}}', '{{ currency }}']
  .map((code) => code.replace(/[{}]/g, '\\$&'))
  .join('|');
const FIGURE_THEN_CODE = new RegExp(`(?:\\d|\\}\\})(\\s+)(?:${CODE})(?![A-Za-z])`, 'g');

/** Each place in `text` where a currency code follows a figure after some other space. */
const codesAfterBreakingSpace = (text: string) =>
  [...text.matchAll(FIGURE_THEN_CODE)]
    .filter(([, space]) => space !== '\u00a0')
    .map(([found]) => found);

test('the check finds a code after an ordinary space, and only there', () => {
  expect(codesAfterBreakingSpace('1 USD = {{rate}} {{currency}}, at least 40 USDT')).toEqual([
    '1 USD',
    '}} {{currency}}',
    '0 USDT',
  ]);
  expect(codesAfterBreakingSpace('1\u00a0USD = {{rate}}\u00a0{{currency}}; USD wallets')).toEqual(
    [],
  );
});

test.each([...LANGUAGES])(
  '%s: a currency code after a figure or an interpolation follows a no-break space',
  (language) => {
    const broken = NAMESPACES.flatMap((ns) =>
      [...leaves(resources[language][ns])].flatMap(([key, text]) =>
        codesAfterBreakingSpace(text).map((found) => `${ns}:${key}: …${found}`),
      ),
    );
    expect(broken).toEqual([]);
  },
);

import { hasVisibleText, isStorableText } from './text-rules';

describe('hasVisibleText', () => {
  it('finds nothing in spaces, zero-width characters, fillers and the blank braille pattern', () => {
    for (const text of [
      '',
      '   ',
      '\u00A0\u3000\t\n',
      '\u200B\u200C\u200D\u2060\uFEFF',
      '\u00AD\u200E\u200F',
      '\u3164\u115F\u1160\uFFA0',
      '\u2800',
      '\u034F\uFE0F',
    ]) {
      expect({ text, visible: hasVisibleText(text) }).toEqual({ text, visible: false });
    }
  });

  it('finds letters, digits, signs and emoji, also among invisible characters', () => {
    for (const text of ['a', '0', '.', '한', '\u200B가\u200B', '💸', '👨‍👩‍👧', '-', '_']) {
      expect({ text, visible: hasVisibleText(text) }).toEqual({ text, visible: true });
    }
  });
});

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, takes paired ones', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('\uDC00x')).toBe(false);
    expect(isStorableText('💸')).toBe(true);
  });
});

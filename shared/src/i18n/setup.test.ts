import { createI18n, startupLanguage } from './setup';

beforeEach(() => localStorage.clear());

test('on first start, with no language stored, en is stored and active', () => {
  expect(startupLanguage()).toBe('en');
  expect(localStorage.getItem('lang')).toBe('en');
  expect(createI18n().language).toBe('en');
});

test('a stored language is used as it is', () => {
  localStorage.setItem('lang', 'ja');
  const i18n = createI18n();
  expect(i18n.language).toBe('ja');
  expect(i18n.t('menu.home')).toBe('ホーム');
  expect(localStorage.getItem('lang')).toBe('ja');
});

test('an unknown stored value is replaced by the default', () => {
  localStorage.setItem('lang', 'fr');
  expect(startupLanguage()).toBe('en');
  expect(localStorage.getItem('lang')).toBe('en');
});

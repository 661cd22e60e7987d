import { createI18n, hasTexts, startI18n } from './setup';
import { startupLanguage } from './startup-language';
import { englishResources, resources } from './resources';

beforeEach(() => localStorage.clear());

test('on first start, with no language stored, en is stored and active', async () => {
  expect(startupLanguage()).toBe('en');
  expect(localStorage.getItem('lang')).toBe('en');
  expect((await startI18n()).language).toBe('en');
});

test('a stored language is used as it is, with its own texts', async () => {
  localStorage.setItem('lang', 'ja');
  const i18n = await startI18n();
  expect(i18n.language).toBe('ja');
  expect(i18n.t('menu.home')).toBe('ホーム');
  expect(localStorage.getItem('lang')).toBe('ja');
});

test('only the language in use is in the instance: no other is held as a fallback', async () => {
  localStorage.setItem('lang', 'ko');
  const i18n = await startI18n();
  expect(i18n.hasResourceBundle('ko', 'common')).toBe(true);
  for (const other of ['en', 'zh', 'ja'])
    expect(i18n.hasResourceBundle(other, 'common')).toBe(false);
});

test('an instance made with texts at hand is translated from the first render', () => {
  expect(createI18n('zh', resources.zh).t('menu.home')).toBe('首页');
});

test('an unknown stored value is replaced by the default', () => {
  localStorage.setItem('lang', 'fr');
  expect(startupLanguage()).toBe('en');
  expect(localStorage.getItem('lang')).toBe('en');
});

test("a page outside /admin starts without the back office's texts; one under /admin with them", async () => {
  history.pushState({}, '', '/wallet/charge');
  const member = await startI18n();
  expect(hasTexts(member, 'backOffice')).toBe(false);
  expect(member.hasResourceBundle('en', 'money')).toBe(true);

  history.pushState({}, '', '/admin/users');
  const backOffice = await startI18n();
  expect(hasTexts(backOffice, 'backOffice')).toBe(true);
  expect(backOffice.t('nav.users', { ns: 'admin' })).toBe(englishResources.admin.nav.users);
  history.pushState({}, '', '/');
});

test("a visitor's home and login start with the first page's texts only; any other page, or a signed-in member's home, with the other pages' too", async () => {
  for (const path of ['/', '/login']) {
    history.pushState({}, '', path);
    const visitor = await startI18n();
    expect(visitor.hasResourceBundle('en', 'home')).toBe(true);
    expect(visitor.hasResourceBundle('en', 'auth')).toBe(true);
    expect(hasTexts(visitor, 'pages')).toBe(false);
  }

  history.pushState({}, '', '/register');
  expect(hasTexts(await startI18n(), 'pages')).toBe(true);

  history.pushState({}, '', '/');
  localStorage.setItem('token', 'token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', String(Math.floor(Date.now() / 1000) + 3600));
  const member = await startI18n();
  expect(member.t('title', { ns: 'register' })).toBe(englishResources.register.title);
});

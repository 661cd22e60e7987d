import { createI18n, hasTexts } from '@wallet/shared/i18n';
import { STORAGE_KEYS } from '@wallet/shared/store';
import { englishResources, resources } from '@wallet/shared/testing';
import { pageLoad } from '../features/remotes';
import { withNavigationTexts } from './navigation-texts';

const { admin, adminUsers, adminMoney, adminSupport, ...memberTexts } = resources.en;
const { common, auth, home } = memberTexts;
// A new object each time: i18next adds fetched namespaces into the object it was given.
const firstPageTexts = () => ({ common, auth, home });
const request = (path: string) => ({ request: new Request(new URL(path, location.href)) });

let opened: string[];
beforeEach(() => {
  localStorage.clear();
  opened = [];
  jest.spyOn(pageLoad, 'open').mockImplementation((url) => void opened.push(url));
});
afterEach(() => jest.restoreAllMocks());

describe("a visitor's page that started with the first page's texts only", () => {
  it("fetches the other pages' texts before going to one, in the same document", async () => {
    const start = createI18n('en', firstPageTexts());
    const loader = withNavigationTexts(start, () => 'next');
    await expect(loader(request('/register'))).resolves.toBe('next');
    expect(hasTexts(start, 'pages')).toBe(true);
    expect(start.t('title', { ns: 'register' })).toBe(englishResources.register.title);
    expect(hasTexts(start, 'backOffice')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('goes on at once to the home page and the login', () => {
    const loader = withNavigationTexts(createI18n('en', firstPageTexts()), () => 'next');
    expect(loader(request('/'))).toBe('next');
    expect(loader(request('/login?next=%2Fwallet%2Fcharge'))).toBe('next');
  });

  it('fetches them for the home page once a member has signed in (it shows money and support)', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'token');
    localStorage.setItem(STORAGE_KEYS.role, 'user');
    localStorage.setItem(STORAGE_KEYS.expiry, String(Math.floor(Date.now() / 1000) + 3600));
    const start = createI18n('en', firstPageTexts());
    await expect(withNavigationTexts(start, () => 'next')(request('/'))).resolves.toBe('next');
    expect(hasTexts(start, 'pages')).toBe(true);
  });
});

describe('entering the back office from a page that started without its texts', () => {
  it('fetches them first, in the same document, then goes on', async () => {
    const memberSide = createI18n('en', { ...memberTexts });
    const loader = withNavigationTexts(memberSide, () => 'next');
    await expect(loader(request('/admin/users?status=pending'))).resolves.toBe('next');
    expect(hasTexts(memberSide, 'backOffice')).toBe(true);
    expect(memberSide.t('nav.users', { ns: 'admin' })).toBe(englishResources.admin.nav.users);
    expect(opened).toEqual([]);
  });

  it("fetches the back office's texts alone for an administrator on a visitor's first page", async () => {
    // A signed-in member's session in the same browser does not bring the member pages' texts.
    localStorage.setItem(STORAGE_KEYS.memberToken, 'token');
    localStorage.setItem(STORAGE_KEYS.role, 'user');
    localStorage.setItem(STORAGE_KEYS.expiry, String(Math.floor(Date.now() / 1000) + 3600));
    const start = createI18n('en', firstPageTexts());
    await expect(
      withNavigationTexts(start, () => 'next')(request('/admin/dashboard')),
    ).resolves.toBe('next');
    expect(hasTexts(start, 'backOffice')).toBe(true);
    expect(hasTexts(start, 'pages')).toBe(false);
  });

  it('leaves every member page to the next loader at once', () => {
    const loader = withNavigationTexts(createI18n('en', { ...memberTexts }), () => 'next');
    expect(loader(request('/wallet/charge'))).toBe('next');
    expect(loader(request('/administrator'))).toBe('next');
  });
});

it('is an ordinary navigation when the texts are here', () => {
  const everything = createI18n('en', {
    ...memberTexts,
    admin,
    adminUsers,
    adminMoney,
    adminSupport,
  });
  expect(withNavigationTexts(everything, () => 'next')(request('/admin/users'))).toBe('next');
  expect(opened).toEqual([]);
});

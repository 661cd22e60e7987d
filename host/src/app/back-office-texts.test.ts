import { createI18n, hasBackOfficeTexts } from '@wallet/shared/i18n';
import { englishResources, resources } from '@wallet/shared/testing';
import { pageLoad } from '../features/remotes';
import { withBackOfficeTexts } from './back-office-texts';

const { admin, adminUsers, adminMoney, adminSupport, ...memberTexts } = resources.en;
const request = (path: string) => ({ request: new Request(new URL(path, location.href)) });

let opened: string[];
beforeEach(() => {
  opened = [];
  jest.spyOn(pageLoad, 'open').mockImplementation((url) => void opened.push(url));
});
afterEach(() => jest.restoreAllMocks());

describe('entering the back office from a page that started without its texts', () => {
  it('fetches them first, in the same document, then goes on', async () => {
    const memberSide = createI18n('en', memberTexts);
    const loader = withBackOfficeTexts(memberSide, () => 'next');
    await expect(loader(request('/admin/users?status=pending'))).resolves.toBe('next');
    expect(hasBackOfficeTexts(memberSide)).toBe(true);
    expect(memberSide.t('nav.users', { ns: 'admin' })).toBe(englishResources.admin.nav.users);
    expect(opened).toEqual([]);
  });

  it('leaves every member page to the next loader at once', () => {
    const loader = withBackOfficeTexts(createI18n('en', memberTexts), () => 'next');
    expect(loader(request('/wallet/charge'))).toBe('next');
    expect(loader(request('/administrator'))).toBe('next');
  });
});

it('is an ordinary navigation when the back office texts are here', () => {
  const backOffice = createI18n('en', {
    ...memberTexts,
    admin,
    adminUsers,
    adminMoney,
    adminSupport,
  });
  expect(withBackOfficeTexts(backOffice, () => 'next')(request('/admin/users'))).toBe('next');
  expect(opened).toEqual([]);
});

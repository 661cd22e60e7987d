import { createI18n } from '@wallet/shared/i18n';
import { resources } from '@wallet/shared/testing';
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
  const memberSide = createI18n('en', memberTexts);
  const loader = withBackOfficeTexts(memberSide, () => 'next');

  it('is a full load of the target', () => {
    expect(loader(request('/admin/users?status=pending'))).toBeInstanceOf(Promise);
    expect(opened).toEqual([new URL('/admin/users?status=pending', location.href).href]);
  });

  it('leaves every member page to the next loader', () => {
    expect(loader(request('/wallet/charge'))).toBe('next');
    expect(loader(request('/administrator'))).toBe('next');
    expect(opened).toEqual([]);
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

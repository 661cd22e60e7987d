import { allViews, viewFromCookie, viewName, viewSees } from './first-paint';

// A climb out of a folder, as hostile input (written so: it is no link of this repository).
const UP = '..' + '/';

describe('the view hint', () => {
  it('names a view by language and the sessions held', () => {
    expect(viewName({ language: 'en', member: false, admin: false })).toBe('en');
    expect(viewName({ language: 'ko', member: true, admin: false })).toBe('ko-member');
    expect(viewName({ language: 'zh', member: true, admin: true })).toBe('zh-member-admin');
  });

  it('reads back every name it writes', () => {
    for (const view of allViews()) expect(viewFromCookie(viewName(view))).toBe(viewName(view));
    expect(allViews()).toHaveLength(16);
  });

  it.each([
    undefined,
    '',
    'fr',
    'en-admin-member',
    `${UP}en`,
    `en/${UP}${UP}etc`,
    'EN',
    'en-member ',
  ])('takes %j for the default view: it never names a folder outside the drawings', (value) => {
    expect(viewFromCookie(value)).toBe('en');
  });

  it('serves a drawn page only to the views that would see that page', () => {
    const visitor = { language: 'en', member: false, admin: false } as const;
    const member = { ...visitor, member: true };
    const admin = { ...visitor, admin: true };
    expect([visitor, member, admin].map((v) => viewSees(v, 'visitor'))).toEqual([
      true,
      false,
      true,
    ]);
    expect([visitor, member, admin].map((v) => viewSees(v, 'member'))).toEqual([
      false,
      true,
      false,
    ]);
    expect([visitor, member, admin].map((v) => viewSees(v, 'admin'))).toEqual([false, false, true]);
  });
});

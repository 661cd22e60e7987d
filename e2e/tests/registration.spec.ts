import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminReferralId, createApprovedMember, uniqueName, visitor } from '../fixtures/accounts';
import { codeIn, SUBJECTS, waitForMail } from '../fixtures/mail';
import { loginAsAdmin } from '../fixtures/session';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a visitor registers with a mailed code, waits for approval, is approved and logs in', async ({
  page,
  request,
}) => {
  const username = uniqueName('newbie');
  const email = `${username}@example.test`;
  const referralId = await adminReferralId(request);

  await page.goto('/guide');
  await page.getByRole('link', { name: 'Start registration' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();

  await field(page, 'Username').fill(username);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('This username is available.')).toBeVisible();
  await field(page, 'Password').fill('begin1234');
  await field(page, 'Confirm password').fill('begin1234');
  await field(page, 'Withdrawal password').fill('135790');
  await field(page, 'Real name').fill('Park Jiwoo');
  await field(page, 'Phone number').fill('+82 10-9876-5432');
  await field(page, 'Referral id').fill(referralId.toLowerCase());

  const submit = page.getByRole('button', { name: 'Register', exact: true });
  await expect(submit).toBeDisabled();
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('A verification code has been sent to your email.')).toBeVisible();
  const code = codeIn(await waitForMail(email, SUBJECTS.code));
  await field(page, 'Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verified.')).toBeVisible();

  await field(page, 'Bank name').fill('Kookmin');
  await field(page, 'Bank account number').fill('123456789012');
  await field(page, 'Platform').selectOption('xpoker');
  await field(page, 'Platform id').fill('jiwoo-xp');
  await page.getByRole('button', { name: 'Add a platform account' }).click();
  await field(page, 'Platform').nth(1).selectOption('ggclub');
  await field(page, 'Platform id').nth(1).fill('jiwoo-gg');
  await page.getByLabel('I have read and accept the terms of use.').check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  await expect(page.getByText('Please wait for administrator approval.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the login page' }).click();

  // Pending: the right password is refused with the reason, and nothing is stored.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('begin1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your registration is waiting for administrator approval.',
  );
  await expect(page).toHaveURL(/\/login$/);

  // The administrator finds the member and approves after confirming.
  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Administrator menu' })
    .getByRole('link', { name: 'Member management' })
    .click();
  await expect(page.getByRole('heading', { name: 'Member management' })).toBeVisible();
  await page.getByLabel('Username or name').fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: username }).click();
  await expect(page.getByRole('heading', { name: `Member ${username}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Linked platforms' })).toContainText('jiwoo-gg');
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${username}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('The member has been approved.');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Approved');

  // Approved: the member logs in.
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('begin1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('every registration rule shows its error beside its field', async ({ page }) => {
  await page.goto('/register');
  const rules: Array<[string, string, string]> = [
    ['Username', 'kim', 'Use 5–20 letters and digits.'],
    ['Password', 'lettersonly', 'Use at least 8 characters: letters and digits only'],
    ['Withdrawal password', '12345', 'Use exactly 6 digits.'],
    ['Real name', '', 'This field is required.'],
    ['Phone number', '12-34', 'Enter a valid phone number'],
    ['Email', 'not-an-address', 'Enter a valid email address.'],
    ['Referral id', 'abc', 'A referral id is 8 letters and digits.'],
    ['Bank name', '', 'This field is required.'],
    ['Bank account number', '', 'This field is required.'],
    ['Platform id', '', 'This field is required.'],
  ];
  for (const [label, value, message] of rules) {
    const input = field(page, label);
    await input.fill(value);
    await input.blur();
    await expect(input, label).toHaveAttribute('aria-invalid', 'true');
    await expect(input, label).toHaveAccessibleDescription(new RegExp(escape(message)));
  }

  // An empty confirmation.
  await field(page, 'Confirm password').focus();
  await field(page, 'Confirm password').blur();
  await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(
    'Enter the password again.',
  );

  // No platform chosen.
  await field(page, 'Platform').focus();
  await field(page, 'Platform').blur();
  await expect(field(page, 'Platform')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Platform')).toHaveAccessibleDescription('Choose a platform.');

  // The confirmation must match, shown while the rest of the form is still wrong.
  await field(page, 'Password').fill('match1234');
  await field(page, 'Confirm password').fill('match1235');
  await field(page, 'Confirm password').blur();
  await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(
    'The passwords do not match.',
  );

  // No platform twice.
  await field(page, 'Platform').selectOption('pokernex');
  await page.getByRole('button', { name: 'Add a platform account' }).click();
  const second = field(page, 'Platform').nth(1);
  // As a person does: into the new row (Add keeps the focus), choose, then leave.
  await second.focus();
  await second.selectOption('pokernex');
  await second.blur();
  await expect(second).toHaveAccessibleDescription(/This platform is already in the list/);

  // At most 4 platform accounts: after the fourth row there is no "add" any more.
  const add = page.getByRole('button', { name: 'Add a platform account' });
  await add.click();
  await add.click();
  await expect(field(page, 'Platform')).toHaveCount(4);
  await expect(page.getByRole('group', { name: 'Platform account 4' })).toBeVisible();
  await expect(add).toHaveCount(0);

  // The terms must be accepted.
  const terms = page.getByLabel('I have read and accept the terms of use.');
  await terms.check();
  await terms.uncheck();
  await terms.blur();
  await expect(terms).toHaveAccessibleDescription('Accept the terms of use to register.');

  // A username already in use (the seeded member) is reported by the availability check.
  await field(page, 'Username').fill('demo01');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(field(page, 'Username')).toHaveAccessibleDescription(
    /This username is already taken\./,
  );

  // In another letter case too, checked as soon as the field is left.
  await field(page, 'Username').fill('DEMO01');
  await expect(field(page, 'Username')).not.toHaveAttribute('aria-invalid');
  await field(page, 'Username').blur();
  await expect(field(page, 'Username')).toHaveAccessibleDescription(
    /This username is already taken\./,
  );

  // Nothing can be submitted before the username is free and the email verified, and the
  // button says why.
  const submit = page.getByRole('button', { name: 'Register', exact: true });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(
    /Check that your username is available first.*Verify your email address first/,
  );
});

test("the server's refusals show beside their fields: wrong code, unknown referral id, email taken", async ({
  page,
  request,
}) => {
  // This test asks for two codes: as another visitor, so the per-IP limit of the browser's
  // own address stays for the other specs.
  await page.setExtraHTTPHeaders(visitor());
  const registered = await createApprovedMember(request, 'taken');
  const username = uniqueName('refused');
  const email = `${username}@example.test`;

  await page.goto('/register');
  await field(page, 'Username').fill(username);
  await field(page, 'Username').blur();
  await expect(page.getByText('This username is available.')).toBeVisible();
  await field(page, 'Password').fill('refuse1234');
  await field(page, 'Confirm password').fill('refuse1234');
  await field(page, 'Withdrawal password').fill('975310');
  await field(page, 'Real name').fill('Choi Yuna');
  await field(page, 'Phone number').fill('010-2468-1357');
  // Well formed, but nobody's (ids are random; a clash is one in 2.8 trillion).
  await field(page, 'Referral id').fill('zz9qq8xx');
  await field(page, 'Bank name').fill('Woori');
  await field(page, 'Bank account number').fill('1002003004005');
  await field(page, 'Platform').selectOption('pokerbros');
  await field(page, 'Platform id').fill('yuna-pb');
  await page.getByLabel('I have read and accept the terms of use.').check();

  // A wrong code is refused beside the code field; the right one verifies.
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = codeIn(await waitForMail(email, SUBJECTS.code));
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  const codeField = field(page, 'Verification code');
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(
    /The verification code is wrong or has expired\./,
  );
  const submit = page.getByRole('button', { name: 'Register', exact: true });
  await expect(submit).toBeDisabled();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verified.')).toBeVisible();

  // Everything else right: the unknown referral id is refused beside its field.
  await expect(submit).toBeEnabled();
  await submit.click();
  const referral = field(page, 'Referral id');
  await expect(referral).toHaveAccessibleDescription(/No member has this referral id\./);
  await expect(referral).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('No member has this referral id.');

  // A real referral id, but the address of a registered member (verified, so that only the
  // address is wrong): refused beside the email field.
  await referral.fill(await adminReferralId(request));
  const since = Date.now();
  await field(page, 'Email').fill(registered.email);
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Send code' }).click();
  const second = codeIn(await waitForMail(registered.email, SUBJECTS.code, { since }));
  await field(page, 'Verification code').fill(second);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verified.')).toBeVisible();
  await submit.click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription(
    /This email address is already registered\./,
  );
  await expect(page.getByRole('alert')).toContainText('This email address is already registered.');
  await expect(page.getByRole('heading', { name: 'Registration received' })).toHaveCount(0);
});

test("field errors are in the person's language (Korean)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ko'));
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  const username = page.getByLabel('아이디', { exact: true });
  await username.fill('kim');
  await username.blur();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(/영문자와 숫자 5–20자로 입력하세요\./);
  // The server's answer reads in Korean too: the seeded member's name is taken.
  await username.fill('demo01');
  await username.blur();
  await expect(username).toHaveAccessibleDescription(/이미 사용 중인 아이디입니다\./);
  const phone = page.getByLabel('전화번호', { exact: true });
  await phone.fill('12-34');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(/올바른 전화번호를 입력하세요/);
});

/** A message as a pattern, its punctuation taken literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

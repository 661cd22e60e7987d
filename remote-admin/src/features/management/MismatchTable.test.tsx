import { screen, within } from '@testing-library/react';
import type { Reconciliation } from '@wallet/shared/domain';
import { defined, renderPage, shownText } from '@wallet/shared/testing';
import { MismatchTable } from './components/MismatchTable';

type Mismatch = Reconciliation['mismatches'][number];

const show = (mismatches: Mismatch[], language: 'en' | 'ko' = 'en') =>
  renderPage(<MismatchTable mismatches={mismatches} />, { path: '/admin/ledger', language });

/** Each row as read: its title cell, then its cells, left to right. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      shownText(within(row).getByRole('rowheader')),
      ...within(row).getAllByRole('cell').map(shownText),
    ]);
}

test("a member's drifted balance names the member, the expected and recorded figures and the difference", () => {
  show([
    {
      type: 'balance_mismatch',
      ref: 'member:42:available',
      currency: 'USD',
      expected: '123450',
      actual: '123400',
    },
    {
      type: 'balance_mismatch',
      ref: 'member:7:held',
      currency: 'USD',
      expected: '0',
      actual: '2500',
    },
  ]);
  const table = screen.getByRole('table', { name: 'Ledger mismatches' });
  expect(
    within(defined(within(table).getAllByRole('row')[0], 'the heading row'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Problem', 'Entry or account', 'Expected', 'Actual', 'Difference']);
  expect(rowsOf(table)).toEqual([
    [
      'Balance differs from its journal',
      'Member 42 · available balance',
      '1,234.50 USD',
      '1,234.00 USD',
      '−0.50 USD',
    ],
    [
      'Balance differs from its journal',
      'Member 7 · held for pending requests',
      '0.00 USD',
      '25.00 USD',
      '+25.00 USD',
    ],
  ]);
  // The member's name opens their page, where the administrator looks further.
  expect(within(table).getByRole('link', { name: 'Member 42' })).toHaveAttribute(
    'href',
    '/admin/users/42',
  );
  expect(within(table).getByRole('link', { name: 'Member 7' })).toHaveAttribute(
    'href',
    '/admin/users/7',
  );
});

test('an unbalanced entry and a house account show their reference, in their own currency', () => {
  show([
    { type: 'entry_unbalanced', ref: 'entry:9', currency: 'KRW', expected: '0', actual: '1000' },
    {
      type: 'balance_mismatch',
      ref: 'fee_income:PHP',
      currency: 'PHP',
      expected: '1000000',
      actual: '999999',
    },
  ]);
  const table = screen.getByRole('table', { name: 'Ledger mismatches' });
  expect(rowsOf(table)).toEqual([
    ['Entry does not sum to zero', 'entry:9', '0 KRW', '1,000 KRW', '+1,000 KRW'],
    [
      'Balance differs from its journal',
      'fee_income:PHP',
      '10,000.00 PHP',
      '9,999.99 PHP',
      '−0.01 PHP',
    ],
  ]);
  expect(within(table).queryByRole('link')).toBeNull();
});

test('the rows read in Korean too', () => {
  show(
    [
      {
        type: 'balance_mismatch',
        ref: 'member:42:available',
        currency: 'USD',
        expected: '100',
        actual: '0',
      },
    ],
    'ko',
  );
  const table = screen.getByRole('table', { name: '원장 불일치' });
  expect(rowsOf(table)).toEqual([
    ['잔액이 분개 합계와 다름', '회원 42 · 사용 가능 잔액', '1.00 USD', '0.00 USD', '−1.00 USD'],
  ]);
});

test('with no mismatch it says the ledger agrees, and shows no empty table', () => {
  show([]);
  expect(screen.queryByRole('table')).toBeNull();
  expect(
    screen.getByText('No mismatch: every entry sums to zero and every balance equals its journal.'),
  ).toBeInTheDocument();
});

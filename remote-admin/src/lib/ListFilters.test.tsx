import { fireEvent, screen } from '@testing-library/react';
import type { Language } from '@wallet/shared/domain';
import { renderPage } from '@wallet/shared/testing';
import { ListFilters } from './ListFilters';

/** A request list's filters with a status and a member in force (from the address). */
function renderFilters(language: Language = 'en') {
  return renderPage(
    <ListFilters
      username="kim01"
      from=""
      to=""
      selects={[
        {
          name: 'status',
          label: 'Status',
          value: 'pending',
          hint: 'Without a status, pending requests come first.',
          options: [
            { value: '', label: 'All' },
            { value: 'pending', label: 'Pending' },
          ],
        },
      ]}
      onSelect={() => {}}
      onSearch={() => {}}
      onClear={() => {}}
    />,
    { language },
  );
}

/** A browser window of phone width (or not), as `matchMedia` tells it. */
function windowIsPhone(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

test('on a wide screen the filters are open, their button counts them and folds them', () => {
  windowIsPhone(false);
  renderFilters();
  const toggle = screen.getByRole('button', { name: 'Filters 2 active' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('searchbox', { name: 'Member username' })).toHaveValue('kim01');
  // A hint sits under its field and is still read with it.
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
    'Without a status, pending requests come first.',
  );
  expect(screen.getByRole('textbox', { name: 'From (KST day)' })).toHaveAccessibleDescription(
    'Year-month-day, e.g. 2026\u201111\u201124.',
  );

  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
});

test('on a phone the filters start folded and open with their button, in Korean too', () => {
  windowIsPhone(true);
  renderFilters('ko');
  const toggle = screen.getByRole('button', { name: '필터 2개 적용 중' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('searchbox')).toBeNull();

  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('searchbox', { name: '회원 아이디' })).toHaveValue('kim01');
  expect(screen.getByRole('button', { name: '검색' })).toBeVisible();
});

test('with no filter in force the button says only "Filters"', () => {
  renderPage(
    <ListFilters
      username=""
      from=""
      to=""
      selects={[]}
      onSelect={() => {}}
      onSearch={() => {}}
      onClear={() => {}}
    />,
  );
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
});

import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from '@wallet/shared/i18n';
import type { Language } from '../domain';
import { createTestI18n } from '../testing/i18n';
import { Pager } from './Pager';

function Harness({ pages, first = 1 }: { pages: number; first?: number }) {
  const [page, setPage] = useState(first);
  return <Pager page={page} pages={pages} onPage={setPage} />;
}

const renderIn = (ui: ReactNode, language: Language = 'en') =>
  render(<I18nextProvider i18n={createTestI18n(language)}>{ui}</I18nextProvider>);

test('the pager moves between the first and the last page and never past them', () => {
  renderIn(<Harness pages={2} />);
  expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Page 2 of 2')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
});

test('a list of one page, or of none, shows no pager at all', () => {
  const { unmount } = renderIn(<Harness pages={1} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText(/Page/)).not.toBeInTheDocument();
  unmount();
  renderIn(<Harness pages={0} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('a page past the end keeps the pager, so the reader can step back', () => {
  renderIn(<Harness pages={1} first={3} />);
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
});

test('the pager speaks the interface language', () => {
  renderIn(<Harness pages={3} />, 'ko');
  expect(screen.getByRole('navigation', { name: '페이지' })).toHaveTextContent(
    '3페이지 중 1페이지',
  );
  expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();
});

import { screen } from '@testing-library/react';
import { installFakeFetch, renderPage } from '@wallet/shared/testing';
import GuidePage from './pages/GuidePage';

test('the guide lists the registration steps and leads to the form', () => {
  installFakeFetch({});
  renderPage(<GuidePage />, { path: '/guide' });
  expect(screen.getByRole('heading', { level: 1, name: 'Registration guide' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(5);
  expect(screen.getByRole('link', { name: 'Start registration' })).toHaveAttribute(
    'href',
    '/register',
  );
});

import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import remoteModule from './routes';
import { installFakeFetch, renderPage } from '@wallet/shared/testing';

function Routes() {
  return useRoutes(
    remoteModule.routes.map((route) => ({ path: route.path, element: <route.Component /> })),
  );
}

const show = (path: string) =>
  renderPage(
    <Suspense>
      <Routes />
    </Suspense>,
    { path },
  );

test('every back-office route needs an administrator', () => {
  expect(remoteModule.routes.every((route) => route.guard === 'admin')).toBe(true);
});

test.each(['/admin', '/admin/dashboard'])('%s is the dashboard', async (path) => {
  installFakeFetch({
    '/api/admin/summary': {
      status: 200,
      body: {
        totalUsers: 1,
        pendingUsers: 0,
        todayUsers: 0,
        pendingRecharge: 0,
        pendingWithdraw: 0,
      },
    },
  });
  show(path);
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

test('a back-office page of a coming release says so', async () => {
  installFakeFetch({});
  show('/admin/events');
  expect(
    await screen.findByRole('heading', { name: 'This back-office page is on its way' }),
  ).toBeInTheDocument();
});

test('an unknown admin path shows the admin not-found page', async () => {
  installFakeFetch({});
  show('/admin/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('This back-office page does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
});

test('/admin/users is the member list', async () => {
  installFakeFetch({ '/api/admin/users': { status: 200, body: [] } });
  show('/admin/users');
  expect(await screen.findByRole('heading', { name: 'Member management' })).toBeInTheDocument();
});

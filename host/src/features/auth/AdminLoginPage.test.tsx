import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestI18n } from '@wallet/shared/testing';
import { makeStore } from '@wallet/shared/store';
import { Providers } from '../../app/Providers';
import { installFakeFetch } from '@wallet/shared/testing';
import AdminLoginPage from './pages/AdminLoginPage';

function renderAdminLogin(language: 'en' | 'ko' = 'en') {
  const store = makeStore();
  render(
    <Providers store={store} i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return store;
}

function submit(labels = { username: 'Username', password: 'Password', button: 'Log in' }) {
  fireEvent.change(screen.getByLabelText(labels.username), { target: { value: 'kim01' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: labels.button }));
}

const answer = (role: 'user' | 'admin') => ({
  status: 200,
  body: { token: `${role}-token`, role, expiresAt: 4_000_000_000 },
});

beforeEach(() => localStorage.clear());

test('a member account is refused, nothing is stored, and its token is logged out', async () => {
  const calls = installFakeFetch({
    'POST /api/users/login': answer('user'),
    'POST /api/users/logout': { status: 204 },
  });
  const store = renderAdminLogin();
  expect(screen.getByRole('heading', { name: 'Administrator login' })).toBeInTheDocument();
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This is not an administrator-only account.',
  );
  expect(localStorage).toHaveLength(0);
  expect(store.getState().auth).toMatchObject({ adminToken: null, memberToken: null });
  expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  await screen.findByRole('alert');
  expect(calls.filter((c) => c.path === '/api/users/logout')).toEqual([
    expect.objectContaining({ method: 'POST', authorization: 'Bearer user-token' }),
  ]);
});

test('the refusal is in Korean for a Korean page', async () => {
  installFakeFetch({
    'POST /api/users/login': answer('user'),
    'POST /api/users/logout': { status: 204 },
  });
  renderAdminLogin('ko');
  submit({ username: '아이디', password: '비밀번호', button: '로그인' });
  expect(await screen.findByRole('alert')).toHaveTextContent('관리자 전용 계정이 아닙니다.');
});

test('an administrator gets admin_token only and goes to the dashboard', async () => {
  installFakeFetch({ 'POST /api/users/login': answer('admin') });
  renderAdminLogin();
  submit();
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  expect({ ...localStorage }).toEqual({ admin_token: 'admin-token' });
});

test('an administrator who is already logged in goes on to the dashboard', async () => {
  installFakeFetch({});
  localStorage.setItem('admin_token', 'admin-token');
  renderAdminLogin();
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
});

import { useCallback } from 'react';
import { useNavigate } from '@wallet/shared/router';
import { adminLoggedOut, memberLoggedOut, useAppDispatch, useAppStore } from '@wallet/shared/store';
import { useLogoutMutation } from '../api';

/**
 * Logout of either session: the browser forgets the token at once (the session listener clears
 * its keys), the server is told in the background, and the user lands on the matching login.
 */
export function useLogout(kind: 'member' | 'admin') {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  return useCallback(() => {
    const { auth } = store.getState();
    const token = kind === 'admin' ? auth.adminToken : auth.memberToken;
    dispatch(kind === 'admin' ? adminLoggedOut() : memberLoggedOut());
    if (token) void logout({ token });
    void navigate(kind === 'admin' ? '/admin/login' : '/login');
  }, [store, dispatch, navigate, logout, kind]);
}

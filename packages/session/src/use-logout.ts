import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { logOut } from './logout.thunk';
import type { AppDispatch } from './store';

/** Logs out: the server ends the token, the stored user is cleared, the socket closed and the app goes to login. */
export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logOut());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}

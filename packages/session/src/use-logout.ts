import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { loggedOut } from './session.slice';

/** Logs out: the stored user is cleared, the socket closed (store listeners) and the app goes to login. */
export function useLogout(): () => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(loggedOut());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}

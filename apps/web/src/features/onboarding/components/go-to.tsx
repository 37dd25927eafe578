import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaves for `to` (replacing the entry). Not react-router's <Navigate>: its code would be kept in the
 * router's shared chunk, which the login page loads too.
 */
export function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

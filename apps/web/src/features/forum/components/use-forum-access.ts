import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NOT_ACTIVE_MEMBER } from '@oxstrength/shared/schemas/forum';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';

/**
 * Who may take part (spec part 2, section 6): a client needs is_active_member; trainers and admins are not
 * restricted; a visitor is sent to sign in. `guard()` answers whether the caller may go on, and otherwise sends
 * the visitor to /login (remembering this page) or shows the spec's toast.
 */
export function useForumAccess() {
  const { isAuthenticated, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const isMember = isAuthenticated && !!user && (user.user_type !== 'Client' || user.is_active_member);
  const guard = useCallback(() => {
    if (!isAuthenticated) {
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return false;
    }
    if (!isMember) {
      notifyError(NOT_ACTIVE_MEMBER);
      return false;
    }
    return true;
  }, [isAuthenticated, isMember, navigate, location.pathname, location.search]);
  return {
    isMember,
    viewer: isAuthenticated ? (user?._id ?? null) : null,
    userId: user?._id,
    isAdmin: user?.user_type === 'Admin',
    guard,
  };
}

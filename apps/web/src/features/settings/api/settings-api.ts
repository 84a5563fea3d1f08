import type { PasswordChangedReply, ProfileReply, ProfileUser } from '@oxstrength/shared/contracts/users';
import type { UploadReply } from '@oxstrength/shared/contracts/uploads';
import type { ChangePasswordInput } from '@oxstrength/shared/schemas/auth';
import type { ProfileInput } from '@oxstrength/shared/schemas/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The signed-in user's account settings (spec part 2 section 7, Profile). */

export const PROFILE_KEY = ['profile'] as const;

/** GET /auth/profile: the user with their settings (gender, birth date, social links). */
export function useProfile() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => api<ProfileReply>('/auth/profile', { signal }).then((r) => r.user),
    enabled: isAuthenticated,
    staleTime: 0,
  });
}

/** PUT /auth/profile ("Profile Updated"): the stored user (the dashboard's profile card) follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (body: ProfileInput) => api<ProfileReply>('/auth/profile', { method: 'PUT', body }),
    onSuccess: (reply) => {
      queryClient.setQueryData<ProfileUser>(PROFILE_KEY, reply.user);
      setUser(reply.user);
    },
  });
}

/**
 * PUT /auth/update/password ("Your password has been changed"). Every other session ends; the reply's token
 * continues this one, so it replaces the stored token, and the profile is reloaded (spec part 2 section 7).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const { signIn, user, loginSource } = useSession();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      api<PasswordChangedReply>('/auth/update/password', { method: 'PUT', body }),
    onSuccess: async (reply) => {
      if (user) signIn(reply.token, user, loginSource ?? 'email');
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}

/**
 * POST /uploads/avatar (multipart): the image becomes the profile picture at once; the reply's profile replaces the
 * stored user, so the dashboard's profile card shows it.
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return api<UploadReply>('/uploads/avatar', { method: 'POST', body });
    },
    onSuccess: (reply) => {
      if (!reply.user) return;
      queryClient.setQueryData<ProfileUser>(PROFILE_KEY, reply.user);
      setUser(reply.user);
    },
  });
}

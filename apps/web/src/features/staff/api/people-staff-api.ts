import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@oxstrength/shared/constants';
import type {
  StaffUser,
  StaffUserReply,
  StaffUsersPageReply,
} from '@oxstrength/shared/contracts/staff-users';
import { api, retryUnlessClientError } from '../../../lib/api-client';
import { AUDIT_KEY } from './staff-api';

/**
 * The admins' people pages (issue 32): accounts (search, role and state filters), a role, disabling and enabling.
 * Query key ['staff-users', filters]; every change reloads it and the audit.
 */

export type { StaffUser };

export const STAFF_USERS_PAGE_SIZE = 20;

export interface PeopleFilters {
  q?: string;
  user_type?: UserType;
  disabled?: 'true';
  verified?: 'false';
}

export const useStaffUsers = (params: PeopleFilters & { page: number }) =>
  useQuery({
    queryKey: ['staff-users', params],
    queryFn: ({ signal }) =>
      api<Omit<StaffUsersPageReply, 'status' | 'message'>>('/staff/users', {
        query: { ...params, resultsPerPage: STAFF_USERS_PAGE_SIZE },
        signal,
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export type PeopleChange =
  | { kind: 'role'; id: string; userType: UserType }
  | { kind: 'disable' | 'enable' | 'resend-verification'; id: string };

/** A change to an account; its reply's message is the toast. */
export function usePeopleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PeopleChange) =>
      api<StaffUserReply>(`/staff/users/${encodeURIComponent(change.id)}/${change.kind}`, {
        method: 'POST',
        body: change.kind === 'role' ? { user_type: change.userType } : {},
      }),
    onSuccess: () =>
      Promise.all(
        ['staff-users', AUDIT_KEY].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}

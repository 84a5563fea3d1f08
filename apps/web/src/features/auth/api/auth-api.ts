import type { EmailAvailabilityReply, LoginReply, UserReply } from '@oxstrength/shared/contracts/users';
import { api, ApiError } from '../../../lib/api-client';

/** Auth calls (spec part 1 section 7; decisions/002 for the verification paths). */
interface MessageReply {
  message: string;
}

export const login = (body: { email: string; password: string }) =>
  api<LoginReply>('/auth/login', { method: 'POST', body });

export const register = (body: {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  mobile_num: string;
}) => api<UserReply>('/auth/register', { method: 'POST', body });

export const checkEmailAvailable = (email: string) =>
  api<EmailAvailabilityReply>('/user/validate/email', { query: { email } });

export const verifyEmail = (body: { email: string; verification_code: string }) =>
  api<MessageReply>('/user/verify/email', { method: 'POST', body });

export const resendVerification = (email: string) =>
  api<MessageReply>('/user/verify/email/resend', { method: 'POST', body: { email } });

export const forgotPassword = (email: string) =>
  api<MessageReply>('/user/forgot/password', { method: 'POST', body: { email } });

export const resetPassword = (body: {
  password: string;
  password_confirmation: string;
  reset_token: string;
  email: string;
}) => api<MessageReply>('/user/reset/password', { method: 'POST', body });

export type SocialProvider = 'google' | 'facebook';

export const checkSocialToken = (provider: SocialProvider, accessToken: string) =>
  api<LoginReply>(`/auth/social/${provider === 'google' ? 'google' : 'fb'}/check/token`, {
    method: 'POST',
    body: { accessToken },
  });

/**
 * The message to show for a failed call: the server's own message, a network error as such, otherwise
 * the page's fallback (e.g. "Login failed. Please try again.").
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return err.message;
    const message = err.body.message;
    return typeof message === 'string' && message ? message : fallback;
  }
  return fallback;
}

import { z } from 'zod';
import { confirmPasswordField, emailField, passwordField, phoneField, requiredText } from '../fields';

const passwordsMatch = (d: { password: string; password_confirmation: string }) =>
  d.password === d.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'Passwords must match' };

export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: requiredText('Name is required', 100),
    email: emailField(),
    password: passwordField(),
    password_confirmation: confirmPasswordField(),
    mobile_num: phoneField(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });

export const resetPasswordSchema = z
  .object({
    email: emailField(),
    reset_token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
    password: passwordField(),
    password_confirmation: confirmPasswordField(),
  })
  .refine(passwordsMatch, mismatch);

/** The form half of the reset page (email and token come from the link). */
export const resetPasswordFormSchema = z
  .object({ password: passwordField(), password_confirmation: confirmPasswordField() })
  .refine(passwordsMatch, mismatch);

export const verifyEmailSchema = z.object({
  email: emailField(),
  verification_code: z
    .string({ error: 'Verification code is required' })
    .min(1, 'Verification code is required')
    .max(200),
});

export const resendVerificationSchema = z.object({ email: emailField() });

export const refreshTokenSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(4096),
});

export const socialTokenSchema = z.object({
  accessToken: z.string({ error: 'Access token is required' }).min(1, 'Access token is required').max(4096),
});

/** The hint under New Password, and the API's answer when the new password is the current one. */
export const SAME_PASSWORD = 'New password must be different than your older password';

/** PUT /auth/update/password and the Change Password form (spec part 2 section 5). */
export const changePasswordSchema = z
  .object({
    old_password: z
      .string({ error: 'Old password is required' })
      .min(1, 'Old password is required')
      .max(128, 'Password must be at most 128 characters long'),
    password: passwordField(),
    password_confirmation: confirmPasswordField(),
  })
  .refine(passwordsMatch, mismatch)
  .refine((d) => d.password !== d.old_password, { path: ['password'], message: SAME_PASSWORD });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

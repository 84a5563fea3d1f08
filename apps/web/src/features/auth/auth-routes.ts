import { pageRoute } from '../../lib/page-route';

/** Sign-in, registration and recovery: for visitors only. */
export const authRoutes = [
  pageRoute('login', 'auth/routes/login-page'),
  pageRoute('register', 'auth/routes/register-page'),
  pageRoute('register/verify-account', 'auth/routes/verify-account-page'),
  pageRoute('forgot-password', 'auth/routes/forgot-password-page'),
  pageRoute('reset-password', 'auth/routes/reset-password-page'),
  pageRoute('email/verification', 'auth/routes/email-verification-page'),
  pageRoute('email-verified', 'auth/routes/email-verified-page'),
  pageRoute('auth/callback/:provider', 'auth/routes/social-callback-page'),
];

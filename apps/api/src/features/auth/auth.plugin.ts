import { areaPlugin } from '../../lib/area-plugin';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { socialAuthRoutes } from './social-auth.routes';

/** Auth: sign-up, sign-in, sessions, password reset and change, the profile settings, and social sign-in. */
export const authArea = areaPlugin(authRoutes, socialAuthRoutes, accountRoutes);

import { areaPlugin } from '../../lib/area-plugin';
import { authRoutes } from './auth.routes';
import { socialAuthRoutes } from './social-auth.routes';

/** Auth: sign-up, sign-in, sessions, password reset, and social sign-in. */
export const authArea = areaPlugin(authRoutes, socialAuthRoutes);

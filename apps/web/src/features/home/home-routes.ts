import { drawnOnServer, pageRoute } from '../../lib/page-route';

export const homeRoutes = [pageRoute(undefined, 'home/routes/home-page', drawnOnServer)];

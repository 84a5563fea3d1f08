import { drawnOnServer, pageRoute } from '../../lib/page-route';

export const videosRoutes = [pageRoute('videos', 'videos/routes/videos-page', drawnOnServer)];

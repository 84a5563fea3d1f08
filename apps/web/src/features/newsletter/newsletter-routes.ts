import { pageRoute } from '../../lib/page-route';

export const newsletterRoutes = [pageRoute('newsfeed/unsubscribe/:id', 'newsletter/routes/unsubscribe-page')];

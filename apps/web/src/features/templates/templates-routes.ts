import { drawnOnServer, pageRoute } from '../../lib/page-route';

export const templatesRoutes = [
  pageRoute('template', 'templates/routes/template-search-page', drawnOnServer),
  pageRoute('template/:slug', 'templates/routes/template-detail-page', drawnOnServer),
];

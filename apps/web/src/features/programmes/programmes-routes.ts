import { drawnOnServer, pageRoute } from '../../lib/page-route';

/** Coaching and consultations: the same pages over two kinds of programme (components/programme-kind.ts). */
export const programmesRoutes = [
  pageRoute('coaching', 'programmes/routes/coaching-search-page', drawnOnServer),
  pageRoute('coaching/:slug', 'programmes/routes/coaching-detail-page', drawnOnServer),
  pageRoute('consultation', 'programmes/routes/consultation-search-page', drawnOnServer),
  pageRoute('consultation/:slug', 'programmes/routes/consultation-detail-page', drawnOnServer),
];

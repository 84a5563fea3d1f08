import { drawnOnServer, pageRoute } from '../../lib/page-route';

/** The site's own pages (spec part 1 section 2). */
export const pagesRoutes = [
  pageRoute('about', 'pages/routes/about-page', drawnOnServer),
  pageRoute('our-story', 'pages/routes/our-story-page'),
  pageRoute('privacy-policy', 'pages/routes/privacy-policy-page'),
  pageRoute('terms-of-service', 'pages/routes/terms-of-service-page'),
  pageRoute('refund-policy', 'pages/routes/refund-policy-page'),
];

import { pageRoute } from '../../lib/page-route';

export const contactRoutes = [pageRoute('contact', 'contact/routes/contact-page')];

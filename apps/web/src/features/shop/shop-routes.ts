import { drawnOnServer, pageRoute } from '../../lib/page-route';

export const shopRoutes = [
  pageRoute('shop', 'shop/routes/shop-page', drawnOnServer),
  pageRoute('shop/search', 'shop/routes/shop-search-page', drawnOnServer),
  pageRoute('shop/product/:slug', 'shop/routes/product-page', drawnOnServer),
];

import { pageRoute, type PageRoute } from '../../lib/page-route';

/**
 * Signed in only, inside the dashboard's layout: the account settings (spec part 2, Account settings), each
 * page beside the settings side menu.
 */
export const settingsRoutes: PageRoute[] = [
  {
    path: 'dashboard/settings',
    page: 'features/settings/routes/settings-layout',
    children: [
      pageRoute(undefined, 'settings/routes/profile-settings-page'),
      pageRoute('address', 'settings/routes/shipping-addresses-page'),
      pageRoute('change-password', 'settings/routes/change-password-page'),
    ],
  },
];

import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavTabs, type NavTab } from '../../../components/nav-tabs';
import { OfflineSync } from '../offline/offline-sync';

/**
 * The dashboard's navigation tabs (spec part 2, section 2: packages, trainers, orders, gifts and settings).
 * Only pages that exist get a tab (app/page-table.test.ts checks it).
 */
export const DASHBOARD_TABS: readonly NavTab[] = [
  { label: 'Dashboard', to: '/dashboard', exact: true },
  { label: 'Packages', to: '/dashboard/packages' },
  { label: 'Trainers', to: '/dashboard/trainers' },
  { label: 'Orders', to: '/dashboard/orders' },
  { label: 'Gifts', to: '/dashboard/gifts' },
  { label: 'Settings', to: '/dashboard/settings' },
];

/**
 * Every dashboard page (the dashboard's own and the orders area's): the navigation tabs, then the page; and
 * what keeps training working with no signal (the service worker, sending queued entries).
 */
export function Component() {
  return (
    <>
      <Container size="lg" pt="lg">
        <NavTabs label="Dashboard" tabs={DASHBOARD_TABS} />
      </Container>
      <Outlet />
      <OfflineSync />
    </>
  );
}

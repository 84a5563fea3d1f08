import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export interface NavTab {
  label: string;
  to: string;
  /** Current only on exactly this path (an overview whose sections live under it); else on its subpaths too. */
  exact?: boolean;
}

const isCurrent = (pathname: string, { to, exact }: NavTab) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return exact ? path === to : path === to || path.startsWith(`${to}/`);
};

/**
 * A row of links between the pages of one area (e.g. the dashboard's), the current one filled and marked
 * `aria-current="page"`. On a phone the row wraps, so every tab stays in sight without a sideways scroll.
 */
export function NavTabs({ label, tabs }: { label: string; tabs: readonly NavTab[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap={8} wrap="wrap">
      {tabs.map((tab) => {
        const current = isCurrent(pathname, tab);
        return (
          <Button
            key={tab.to}
            component={Link}
            to={tab.to}
            variant={current ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            px="sm"
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}

import { Container, Grid, NavLink, Paper } from '@mantine/core';
import { IconLock, IconMapPin, IconUserCircle } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';

/** The settings side menu (spec part 2, Account settings): it links the three pages. */
export const SETTINGS_PAGES = [
  { label: 'Profile Settings', to: '/dashboard/settings', icon: IconUserCircle },
  { label: 'Shipping Addresses', to: '/dashboard/settings/address', icon: IconMapPin },
  { label: 'Change Password', to: '/dashboard/settings/change-password', icon: IconLock },
] as const;

/** /dashboard/settings and its pages: the side menu (above the page on a phone), then the page. */
export function Component() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <Container size="lg" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p={4} component="nav" aria-label="Settings">
            {SETTINGS_PAGES.map(({ label, to, icon: Icon }) => {
              const current = path === to;
              return (
                <NavLink
                  key={to}
                  component={Link}
                  to={to}
                  label={label}
                  leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              );
            })}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

import { Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { IconInfoCircle, IconLogin2, IconLogout, IconShoppingCart, IconUserPlus } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useSession } from '../lib/session';
import { DRAWER_LINKS } from './nav-links';

/** The MENU side drawer: the main links, then Sign In and Register, or My Cart and Logout. */
export function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { isAuthenticated, loginSource, signOut } = useSession();
  const item = (label: string, to: string, icon: React.ReactNode) => (
    <MantineNavLink
      key={to}
      component={NavLink}
      to={to}
      label={label}
      leftSection={icon}
      onClick={onClose}
      fw={600}
    />
  );

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title="Menu">
      <nav aria-label="Menu">
        <Stack gap={4}>
          {DRAWER_LINKS.map((link) => item(link.label, link.to, <IconInfoCircle size={18} aria-hidden />))}
          {isAuthenticated && item('My Cart', '/cart', <IconShoppingCart size={18} aria-hidden />)}
          {!isAuthenticated && item('Sign In', '/login', <IconLogin2 size={18} aria-hidden />)}
          {!isAuthenticated && item('Register', '/register', <IconUserPlus size={18} aria-hidden />)}
          {isAuthenticated && loginSource && (
            <MantineNavLink
              component="button"
              label="Logout"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void signOut()}
              fw={600}
            />
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}

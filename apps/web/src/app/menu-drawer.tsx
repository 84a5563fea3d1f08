import { Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import {
  IconBarbell,
  IconBriefcase,
  IconCalendarTime,
  IconClipboardList,
  IconInfoCircle,
  IconLogin2,
  IconLogout,
  IconMessages,
  IconShoppingBag,
  IconShoppingCart,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useSession } from '../lib/session';
import { isStaff } from './guards';
import { DRAWER_LINKS, STAFF_LINK } from './nav-links';

/** One icon per drawer link, so each item reads differently at a glance (a link without one fails to compile). */
const DRAWER_ICONS: Record<(typeof DRAWER_LINKS)[number]['to'], Icon> = {
  '/template': IconClipboardList,
  '/coaching': IconBarbell,
  '/consultation': IconCalendarTime,
  '/shop': IconShoppingBag,
  '/forum': IconMessages,
  '/about': IconInfoCircle,
};

/** The MENU side drawer: the main links, then Sign In and Register, or My Cart and Logout. */
export function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { isAuthenticated, user, loginSource, signOut } = useSession();
  const item = (label: string, to: string, ItemIcon: Icon) => (
    <MantineNavLink
      key={to}
      component={NavLink}
      to={to}
      label={label}
      leftSection={<ItemIcon size={18} aria-hidden />}
      onClick={onClose}
      fw={600}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Menu">
        <Stack gap={4}>
          {DRAWER_LINKS.map((link) => item(link.label, link.to, DRAWER_ICONS[link.to]))}
          {isAuthenticated &&
            isStaff(user?.user_type) &&
            item(STAFF_LINK.label, STAFF_LINK.to, IconBriefcase)}
          {isAuthenticated && item('My Cart', '/cart', IconShoppingCart)}
          {!isAuthenticated && item('Sign In', '/login', IconLogin2)}
          {!isAuthenticated && item('Register', '/register', IconUserPlus)}
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

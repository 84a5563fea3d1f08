import { Anchor, Avatar, Badge, Box, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2, IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../components/logo';
import { useCartCount } from '../features/cart/api/cart-query';
import { useSession } from '../lib/session';
import { isStaff } from './guards';
import { MAIN_LINKS, STAFF_LINK } from './nav-links';
import classes from './top-bar.module.css';

// The drawer (and Mantine's modal machinery) loads on the first MENU click, not with every page.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

export function TopBar() {
  const { user, isAuthenticated } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <Box
      component="header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/" aria-label="OxStrength home" style={{ flexShrink: 0 }}>
              <Logo height={36} className={classes.logo} />
            </Anchor>
            {/* From md: on a tablet, with the cart and the account, they would not fit (MENU has them). One row,
                each link on one line (STAFF too, issue 36): beside them the account shows its avatar only. */}
            <Box component="nav" aria-label="Main" visibleFrom="md">
              <Group gap="md" wrap="nowrap">
                {[...MAIN_LINKS, ...(isAuthenticated && isStaff(user?.user_type) ? [STAFF_LINK] : [])].map(
                  (link) => (
                    <Anchor
                      key={link.to}
                      component={NavLink}
                      to={link.to}
                      c="dark"
                      fw={700}
                      fz="sm"
                      tt="uppercase"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {link.label}
                    </Anchor>
                  ),
                )}
              </Group>
            </Box>
          </Group>

          <Group gap="sm" wrap="nowrap">
            {isAuthenticated && user && <CartLink />}
            {isAuthenticated && user ? (
              <UnstyledButton
                component={Link}
                to="/dashboard"
                aria-label={`${user.name}, your dashboard`}
                className={classes.account}
              >
                <Avatar src={user.profile_pic || null} alt="" radius="xl" size={32} color="red" />
                {/* Not on a phone (the avatar alone leaves room for the cart and MENU), nor beside the main links. */}
                <Text fw={700} fz="sm" truncate="end" visibleFrom="xs" hiddenFrom="md" maw={110}>
                  {user.name}
                </Text>
              </UnstyledButton>
            ) : (
              <Button component={Link} to="/login" variant="subtle" fw={700}>
                LOGIN
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconMenu2 size={18} aria-hidden />}
              onClick={() => {
                setMenuLoaded(true);
                menu.open();
              }}
              aria-haspopup="dialog"
              aria-expanded={menuOpened}
            >
              MENU
            </Button>
          </Group>
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MenuDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}

/** MY CART with the number of lines in the cart (the words hide on narrow screens; the count stays). */
function CartLink() {
  const count = useCartCount();
  return (
    <Button
      component={Link}
      to="/cart"
      variant="subtle"
      fw={700}
      px="xs"
      aria-label={`My cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      leftSection={<IconShoppingCart size={20} aria-hidden />}
      rightSection={
        <Badge size="sm" circle={count < 10} color="red" aria-hidden>
          {count}
        </Badge>
      }
    >
      <Box component="span" visibleFrom="lg" style={{ whiteSpace: 'nowrap' }}>
        MY CART
      </Box>
    </Button>
  );
}

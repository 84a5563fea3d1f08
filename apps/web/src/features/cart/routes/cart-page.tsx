import { Alert, Button, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { IconBarbell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { errorMessage } from '../../../lib/api-client';
import { useCart } from '../api/cart-query';
import { CartSkeleton } from '../components/cart-skeleton';
import { CartSummary } from '../components/cart-summary';
import { CartTable } from '../components/cart-table';
import { ClearCartButton } from '../components/clear-cart-button';
import { EmptyCart } from '../components/empty-cart';
import { ContinueShoppingButton } from '../components/continue-shopping';

/** /cart (spec part 1 section 2): the lines, Continue Shopping and Clear Cart, and the summary panel. */
export function Component() {
  usePageTitle('Cart | OxStrength');
  const { data: cart, isError, error, refetch, isRefetching } = useCart();
  const empty = !!cart && cart.carts.length === 0;

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <Title order={1} mt="md" mb="lg">
        My Cart
      </Title>

      {cart ? (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: empty ? 12 : 8 }}>
            <Stack gap="lg">
              {empty ? <EmptyCart /> : <CartTable lines={cart.carts} />}
              <Group justify="space-between" gap="sm">
                <Group gap="sm">
                  <ContinueShoppingButton />
                  {!empty && <ClearCartButton />}
                </Group>
                <Button
                  component={Link}
                  to="/template"
                  variant="subtle"
                  leftSection={<IconBarbell size={16} aria-hidden="true" />}
                >
                  Explore Templates
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          {!empty && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CartSummary cart={cart} />
            </Grid.Col>
          )}
        </Grid>
      ) : isError ? (
        <Alert color="red" title="Your cart could not be loaded" role="alert">
          <Stack gap="sm" align="flex-start">
            {errorMessage(error)}
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={isRefetching}
              onClick={() => void refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <CartSkeleton />
      )}
    </Container>
  );
}

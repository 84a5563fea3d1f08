import { Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { EXPRESS_MODELS, type ExpressModel } from '@oxstrength/shared/constants';
import type { ExpressCheckoutInput } from '@oxstrength/shared/schemas/cart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { fetchExpressCart } from '../api/cart-api';
import { EXPRESS_KEYS } from '../api/express-checkout';
import type { CartLine } from '@oxstrength/shared/contracts/cart';
import { notifyError } from '../../../lib/notify';
import { CartSkeleton } from '../components/cart-skeleton';
import { CartSummary } from '../components/cart-summary';
import { CartTable } from '../components/cart-table';
import { ContinueShoppingButton } from '../components/continue-shopping';

/** The express keys present in the address, as a canonical query string (the cache key). */
function expressQuery(search: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const key of EXPRESS_KEYS) {
    const value = search.get(key);
    if (value !== null && value !== '') out.set(key, value);
  }
  return out.toString();
}

/** The request body: the query's values as they are (the server validates them), unit and self_order typed. */
function expressBody(query: string): ExpressCheckoutInput {
  const body: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
  if (typeof body.unit === 'string' && /^\d+$/.test(body.unit)) body.unit = Number(body.unit);
  if (body.self_order === 'true' || body.self_order === 'false') body.self_order = body.self_order === 'true';
  return body as ExpressCheckoutInput;
}

/** The breadcrumb's middle crumb: the kind of item bought (on_model) and where that kind is listed. */
const KIND_CRUMBS: Record<ExpressModel, { label: string; to: string }> = {
  template: { label: 'Template', to: '/template' },
  product: { label: 'Product', to: '/shop' },
  coaching: { label: 'Coaching', to: '/coaching' },
  consultation: { label: 'Consultation', to: '/consultation' },
};
const kindCrumb = (onModel: string | null) =>
  KIND_CRUMBS[EXPRESS_MODELS.find((m) => m === onModel) ?? 'template'];

/** Back where the buyer came from, or home when this page opened the history. */
function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}

/**
 * /express/checkout/cart: one item bought straight away. The address's query is the source of truth: the
 * server prices it as a one-line cart kept apart from the main cart, and changing the unit rewrites the query.
 */
export function Component() {
  usePageTitle('Express Checkout | OxStrength');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = expressQuery(searchParams);
  const hasKeys = !!searchParams.get('model_id') && !!searchParams.get('on_model');
  const goBack = useGoBack();

  const {
    data: cart,
    error,
    isFetching,
    isPlaceholderData,
  } = useQuery({
    queryKey: ['express-cart', query],
    queryFn: () => fetchExpressCart(expressBody(query)),
    enabled: hasKeys,
    retry: false,
    // Each call replaces the express line on the server, so an older reply's line no longer exists.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

  // A failure: the server's message, then back (each failure once, whatever re-renders follow).
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    notifyError(error);
    goBack();
  }, [error, goBack]);

  if (!hasKeys) return <Navigate to="/" replace />;

  const changeUnit = (_line: CartLine, unit: number) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('unit', String(unit));
        return next;
      },
      { replace: true },
    );

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, kindCrumb(searchParams.get('on_model')), { label: 'Cart' }]}
      />
      <Title order={1} mt="md">
        Express Checkout
      </Title>
      <Text c="dimmed" mb="lg">
        Check cart and proceed to payment
      </Text>

      {cart ? (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <CartTable
                lines={cart.carts}
                removable={false}
                onUnitChange={changeUnit}
                unitsDisabled={isFetching}
              />
              <Group>
                <ContinueShoppingButton />
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {/* While the new unit is priced, the old summary cannot start an order. */}
            <Box
              inert={isPlaceholderData}
              style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
              aria-busy={isPlaceholderData}
            >
              <CartSummary cart={cart} />
            </Box>
          </Grid.Col>
        </Grid>
      ) : (
        !error && <CartSkeleton />
      )}
    </Container>
  );
}

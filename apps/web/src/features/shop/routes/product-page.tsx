import { Anchor, Box, Center, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { GENERIC_ERROR } from '@oxstrength/shared/constants';
import { displayRate } from '@oxstrength/shared/pricing';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ClampedHtml } from '../../../components/clamped-html';
import { OffersBanner } from '../../../components/offers-banner';
import { PriceTag } from '../../../components/price-tag';
import { RatingStars } from '../../../components/rating-stars';
import { ApiError } from '../../../lib/api-client';
import { productQuery, similarProductsQuery } from '../api/products-api';
import type { Product } from '@oxstrength/shared/contracts/products';
import type { ProductRate } from '@oxstrength/shared/contracts/common';
import { ProductGallery } from '../components/product-gallery';
import { ProductPurchase } from '../components/product-purchase';
import { discountLabel, Ribbons } from '../components/ribbon';
import { VariantPicker } from '../components/variant-picker';
import { backToSearch } from '../shop-back-state';
import { WhenVisible } from '../../../components/when-visible';

// Below the fold: their code and data load when the visitor scrolls near them.
const ProductReviews = lazy(() =>
  import('../components/product-reviews').then((m) => ({ default: m.ProductReviews })),
);
const ProductsCarousel = lazy(() =>
  import('../components/products-carousel').then((m) => ({ default: m.ProductsCarousel })),
);

function SimilarProducts({ productId }: { productId: string }) {
  const { data } = useQuery(similarProductsQuery(productId));
  return <ProductsCarousel title="Similar Products" products={data ?? []} />;
}

function ProductDetail({ product, backTo }: { product: Product; backTo: string }) {
  usePageTitle(`${product.title} | Ox Shop | OxStrength`);
  // The first size is chosen at first; choosing another resets the quantity to 1.
  const [rateId, setRateId] = useState<string | undefined>(product.rates[0]?._id);
  const [quantity, setQuantity] = useState<number | ''>(1);
  const selected = product.rates.find((r) => r._id === rateId);
  // Without a chosen size (e.g. it disappeared on a refetch) the price is the first size in stock, else the first.
  const priceRate = selected ?? displayRate(product.rates);
  const selectedOutOfStock = !!selected && selected.stock <= 0;

  const onSelect = (rate: ProductRate) => {
    setRateId(rate._id);
    setQuantity(1);
  };

  return (
    <Container size="lg" py="xl">
      <Group gap="md" mb="lg" wrap="wrap">
        <Anchor component={Link} to={backTo} fw={700} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            BACK
          </Group>
        </Anchor>
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Shop', to: '/shop' },
            { label: 'Search', to: backTo },
            { label: product.title },
          ]}
        />
      </Group>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ProductGallery
            images={product.images}
            title={product.title}
            ribbons={
              <Ribbons
                outOfStock={selectedOutOfStock && 'Out of Stock'}
                discount={product.discount.active && discountLabel(product.discount)}
              />
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {product.title}
              </Title>
              {product.product_brand && (
                <Text c="dimmed" mt={4}>
                  {product.product_brand.name}
                </Text>
              )}
            </div>
            <RatingStars value={product.average_rating} count={product.rating_count} />
            {priceRate && (
              <Box aria-label="Price" role="group">
                <PriceTag price={priceRate.price} discountedPrice={priceRate.discounted_price} size="lg" />
                <Text size="xs" c="dimmed">
                  Inclusive of all taxes
                </Text>
              </Box>
            )}
            {product.short_info && <ClampedHtml html={product.short_info} lines={5} />}
            {product.rates.length > 0 && (
              <VariantPicker rates={product.rates} selected={selected} onSelect={onSelect} />
            )}
            <ProductPurchase product={product} rate={selected} quantity={quantity} onQuantity={setQuantity} />
          </Stack>
        </Grid.Col>
      </Grid>

      <WhenVisible minHeight={480}>
        <Suspense fallback={<Box mih={480} />}>
          <ProductReviews productId={product._id} />
          <SimilarProducts productId={product._id} />
        </Suspense>
      </WhenVisible>
      <OffersBanner kind="product" />
    </Container>
  );
}

function Unavailable({ notFound }: { notFound: boolean }) {
  usePageTitle(notFound ? 'Product not found | OxStrength' : 'Ox Shop | OxStrength');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h2">
          {notFound ? 'Product not found' : GENERIC_ERROR}
        </Title>
        <Anchor component={Link} to="/shop">
          Back to the shop
        </Anchor>
      </Stack>
    </Container>
  );
}

/** /shop/product/:slug. A spinner until the product of this slug is loaded. */
export function Component() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const { data: product, error } = useQuery({
    ...productQuery(slug),
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });

  if (error && !product) return <Unavailable notFound={error instanceof ApiError && error.status === 404} />;
  if (!product || product.slug !== slug) {
    return (
      <Center py={96} role="status" aria-label="Loading product">
        <Loader />
      </Center>
    );
  }
  // Keyed by product so choosing a similar product starts again with its first size.
  return <ProductDetail key={product._id} product={product} backTo={backToSearch(location.state)} />;
}

import { Box, Card, Image, Stack, Text } from '@mantine/core';
import { displayRate } from '@oxstrength/shared/pricing';
import { PriceTag } from '../../../components/price-tag';
import { RatingStars } from '../../../components/rating-stars';
import type { ProductCard as ProductCardData } from '@oxstrength/shared/contracts/products';
import { useShopBackState } from '../shop-back-state';
import { discountLabel, Ribbons } from './ribbon';
import { CardLink } from '../../../components/card-link';

/**
 * A product in a grid or carousel: first image, title, brand, rating and the price of the first size in
 * stock (else the first size), with Out of stock and discount ribbons. The whole card is one link.
 */
export function ProductCard({ product }: { product: ProductCardData }) {
  const backState = useShopBackState();
  const rate = displayRate(product.rates);
  const inStock = product.rates.some((r) => r.stock > 0);
  const image = product.images[0];
  return (
    <Card withBorder radius="md" padding={0} pos="relative" h="100%">
      <Box pos="relative" bg="gray.0">
        <Ribbons
          outOfStock={!inStock && 'Out of stock'}
          discount={product.discount.active && discountLabel(product.discount)}
        />
        {image ? (
          <Image
            src={image}
            alt={product.title}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            w="100%"
            h="auto"
            fit="contain"
            style={{ aspectRatio: '1 / 1' }}
          />
        ) : (
          <Box style={{ aspectRatio: '1 / 1' }} aria-hidden="true" />
        )}
      </Box>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2}>
          <CardLink to={`/shop/product/${product.slug}`} state={backState}>
            {product.title}
          </CardLink>
        </Text>
        {product.product_brand && (
          <Text size="sm" c="dimmed">
            {product.product_brand.name}
          </Text>
        )}
        <RatingStars value={product.average_rating} count={product.rating_count} size="sm" />
        {rate && <PriceTag price={rate.price} discountedPrice={rate.discounted_price} size="sm" />}
      </Stack>
    </Card>
  );
}

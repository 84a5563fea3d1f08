import { Button, Container, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './shop-hero.module.css';

/** The shop landing's hero with the page's h1 and the Shop Now call to action. */
export function ShopHero() {
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <div>
          <h1 className={classes.title}>Ox Shop</h1>
          <Text size="lg" mt="md" c="gray.3" maw="42ch">
            Supplements, apparel and gym gear, verified and delivered to your home across Nepal. Prices
            include all taxes.
          </Text>
          <Button
            component={Link}
            to="/shop/search"
            size="md"
            mt="xl"
            leftSection={<IconShoppingCart size={20} aria-hidden="true" />}
          >
            Shop Now
          </Button>
        </div>
        <div className={classes.art}>
          <img
            src="/images/shop/shop-hero.svg"
            alt=""
            width={480}
            height={360}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </Container>
    </section>
  );
}

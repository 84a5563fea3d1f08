import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productCard, rate } from '../testing/shop-fixtures';
import { ProductCard } from './product-card';

const renderCard = (card: Parameters<typeof ProductCard>[0]['product']) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <ProductCard product={card} />
      </MemoryRouter>
    </MantineProvider>,
  );

const ribbon = (text: string) => screen.getByText(text).closest('[data-corner]');

describe('ProductCard ribbons', () => {
  it('puts Out of stock and the discount in different top corners, in one row, apart from the brand', () => {
    renderCard(
      productCard(1, {
        discount: { active: true, title: 'Whey Week: 15% off', discount_percentage: 15 },
        rates: [rate('r1', '1 kg', 5000, 0, { discounted_price: 4250 })],
      }),
    );
    const soldOut = ribbon('Out of stock');
    const discount = ribbon('Whey Week: 15% off');
    expect(soldOut).toHaveAttribute('data-corner', 'top-left');
    expect(discount).toHaveAttribute('data-corner', 'top-right');
    // One row that wraps when both do not fit: neither label can sit on the other.
    expect(soldOut!.parentElement).toBe(discount!.parentElement);
    // The brand is named in the card's text, not in the image area the ribbons cover.
    const image = screen.getByRole('img', { name: 'Product 1' });
    const brand = screen.getByText('Optimum Nutrition');
    expect(image.parentElement!.contains(brand)).toBe(false);
    expect(image.parentElement!.contains(discount)).toBe(true);
  });

  it('shows only the ribbons that apply', () => {
    renderCard(productCard(2, { discount: { active: true, title: null, discount_percentage: 10 } }));
    expect(ribbon('10% OFF')).toHaveAttribute('data-corner', 'top-right');
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('shows no ribbon row for an item in stock without a discount', () => {
    const { container } = renderCard(productCard(3));
    expect(container.querySelector('[data-corner]')).toBeNull();
  });
});

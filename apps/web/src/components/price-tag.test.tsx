import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotAvailable } from './not-available';
import { PriceTag } from './price-tag';

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('PriceTag', () => {
  it('shows the discounted price and the original struck through', () => {
    const { container } = wrap(<PriceTag price={123456.5} discountedPrice={98765} />);
    expect(screen.getByText('Rs. 98,765')).toBeInTheDocument();
    const del = container.querySelector('del');
    expect(del).toHaveTextContent('Original price Rs. 1,23,456.50');
  });

  it('shows one price when there is no discount', () => {
    const { container } = wrap(<PriceTag price={2500} discountedPrice={2500} size="sm" />);
    expect(screen.getByText('Rs. 2,500')).toBeInTheDocument();
    expect(container.querySelector('del')).toBeNull();
  });
});

describe('NotAvailable', () => {
  it('names the type in the heading and the advice', () => {
    wrap(<NotAvailable type="Products" />);
    expect(screen.getByRole('heading', { name: 'Products not available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Currently we can not find the right Products you are looking for. Please change the filter or search query',
      ),
    ).toBeInTheDocument();
  });
});

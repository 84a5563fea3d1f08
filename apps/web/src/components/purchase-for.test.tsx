import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { INITIAL_PURCHASE_FOR, isPurchaseForValid, PurchaseFor, type PurchaseForValue } from './purchase-for';

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
let latest: PurchaseForValue = INITIAL_PURCHASE_FOR;

function Harness() {
  const [value, setValue] = useState(INITIAL_PURCHASE_FOR);
  latest = value;
  return <PurchaseFor value={value} onChange={setValue} />;
}

const renderForm = () =>
  render(
    <MantineProvider>
      <Harness />
    </MantineProvider>,
  );

describe('PurchaseFor', { timeout: 20_000 }, () => {
  it('starts as for myself, which needs no recipient', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'For myself' })).toBeChecked();
    expect(screen.getByText('This purchase is for your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(isPurchaseForValid(latest)).toBe(true);
  });

  it('shows the gift form with the spec messages once a field is left', async () => {
    const u = user();
    renderForm();
    await u.click(screen.getByRole('radio', { name: 'For someone else' }));
    expect(screen.getByText('Enter the details of the person you are buying for.')).toBeInTheDocument();
    expect(isPurchaseForValid(latest)).toBe(false);
    // No messages before the visitor has touched a field.
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    await u.click(screen.getByRole('textbox', { name: 'Name' }));
    await u.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await u.click(screen.getByRole('textbox', { name: 'Mobile number' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await u.tab();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: 'Email' }), 'ram@');
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12ab');
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Relation' })).toHaveValue('Family');
    expect(
      Array.from((screen.getByRole('combobox', { name: 'Relation' }) as HTMLSelectElement).options).map(
        (o) => o.value,
      ),
    ).toEqual(['Family', 'Friend', 'Other']);
  });

  it('is valid once the recipient is complete, and again valid when switched back to myself', async () => {
    const u = user();
    renderForm();
    await u.click(screen.getByRole('radio', { name: 'For someone else' }));
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Ram Thapa');
    await u.type(screen.getByRole('textbox', { name: 'Email' }), 'ram@example.com');
    await u.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+977 9841000000');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'Other');
    expect(isPurchaseForValid(latest)).toBe(true);
    expect(latest).toEqual({
      self_order: false,
      recipient: {
        name: 'Ram Thapa',
        email: 'ram@example.com',
        mobile_num: '+977 9841000000',
        relation: 'Other',
      },
    });

    await u.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(isPurchaseForValid(latest)).toBe(false);
    await u.click(screen.getByRole('radio', { name: 'For myself' }));
    expect(isPurchaseForValid(latest)).toBe(true);
  });
});

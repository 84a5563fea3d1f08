import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderSignedIn, type ApiHandler } from '../../../testing/render-routes';
import { useAddresses, type DeliveryAddress } from './addresses-api';
import { addressesReplyOf, addressReplyOf, deliveryAddress } from '../testing/address-fixtures';
import { AddressFormModal } from './address-form-modal';

const saved: DeliveryAddress = deliveryAddress({
  _id: 'a1',
  label: 'office',
  primary: true,
  address: {
    country: 'Nepal',
    province: 'Gandaki Province',
    province_id: 'p2',
    district: { _id: 'd3', name: 'Kaski' },
    area: 'Lakeside',
    address_line1: 'Street 6',
  },
});

/** A page listing the saved addresses with an Add Address button opening the modal. */
function Harness() {
  const [opened, setOpened] = useState(false);
  const addresses = useAddresses();
  return (
    <>
      <p>{addresses.data ? `${addresses.data.length} saved` : 'loading'}</p>
      <Button onClick={() => setOpened(true)}>Add Address</Button>
      <AddressFormModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function renderModal(post: ApiHandler) {
  let list: DeliveryAddress[] = [];
  const { fetchMock } = renderSignedIn([{ path: '/', element: <Harness /> }], '/', {
    'GET /user/delivery/addresses': () => ({ body: addressesReplyOf(list) }),
    'GET /provinces': () => ({
      body: {
        status: 'success',
        provinces: [
          { _id: 'p1', name: 'Bagmati Province', number: 3 },
          { _id: 'p2', name: 'Gandaki Province', number: 4 },
        ],
      },
    }),
    'GET /province/district/p1': () => ({
      body: {
        status: 'success',
        districts: [
          { _id: 'd1', name: 'Kathmandu' },
          { _id: 'd2', name: 'Lalitpur' },
        ],
      },
    }),
    'GET /province/district/p2': () => ({
      body: { status: 'success', districts: [{ _id: 'd3', name: 'Kaski' }] },
    }),
    'POST /user/delivery/address': (call) => {
      const reply = post(call);
      if ((reply.status ?? 200) < 300) list = [saved];
      return reply;
    },
  });
  return fetchMock;
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('0 saved');
  await user.click(screen.getByRole('button', { name: 'Add Address' }));
  return within(await screen.findByRole('dialog', { name: 'Add Shipping Address' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressFormModal', () => {
  it("starts with the user's details and shows the spec's messages", async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderModal(() => ({ status: 201, body: {} }));
    const modal = await openModal(user);

    expect(modal.getByLabelText(/Full Name/)).toHaveValue('Sita Sharma');
    expect(modal.getByLabelText(/Email/)).toHaveValue('sita@example.com');
    // The user's phone (stored +9779841234567) starts the field in the national form.
    expect(modal.getByLabelText(/Phone Number/)).toHaveValue('984-1234567');
    expect(modal.getByLabelText('Country')).toHaveValue('Nepal');
    expect(modal.getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(modal.getByLabelText(/City/)).toBeDisabled();

    await user.clear(modal.getByLabelText(/Full Name/));
    await user.clear(modal.getByLabelText(/Phone Number/));
    await user.clear(modal.getByLabelText(/Email/));
    await user.type(modal.getByLabelText(/Email/), 'sita@');
    await user.click(modal.getByRole('button', { name: 'Save' }));

    for (const message of [
      'Name is required',
      'Email is invalid',
      'Phone number is required',
      'Region is required',
      'City is required',
      'Area is required',
      'Address is required',
    ])
      expect(modal.getByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/delivery/address')).toHaveLength(0);
  });

  it("lists the chosen region's cities, clears the city when the region changes, and saves", async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderModal(() => ({
      status: 201,
      body: addressReplyOf(saved, 'Address added'),
    }));
    const modal = await openModal(user);

    await waitFor(() => expect(modal.getByLabelText(/Region/)).toBeEnabled());
    await user.selectOptions(modal.getByLabelText(/Region/), 'Bagmati Province');
    await waitFor(() => expect(modal.getByLabelText(/City/)).toBeEnabled());
    await user.selectOptions(modal.getByLabelText(/City/), 'Lalitpur');
    expect(modal.getByLabelText(/City/)).toHaveValue('d2');

    await user.selectOptions(modal.getByLabelText(/Region/), 'Gandaki Province');
    await waitFor(() => expect(modal.getByRole('option', { name: 'Kaski' })).toBeInTheDocument());
    expect(modal.getByLabelText(/City/)).toHaveValue('');
    expect(modal.queryByRole('option', { name: 'Lalitpur' })).not.toBeInTheDocument();

    await user.selectOptions(modal.getByLabelText(/City/), 'Kaski');
    await user.click(modal.getByRole('radio', { name: 'Work' }));
    await user.type(modal.getByLabelText(/Area/), 'Lakeside');
    await user.type(modal.getByLabelText(/^Address/), 'Street 6');
    // A landline is not a mobile number; a mobile written with a space is one.
    await user.clear(modal.getByLabelText(/Phone Number/));
    await user.type(modal.getByLabelText(/Phone Number/), '01-4412345');
    await user.click(modal.getByRole('button', { name: 'Save' }));
    expect(modal.getByText('Phone number is not valid')).toBeInTheDocument();
    await user.clear(modal.getByLabelText(/Phone Number/));
    await user.type(modal.getByLabelText(/Phone Number/), '98412 34567');
    await user.click(modal.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Address added')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/delivery/address')[0]!.body).toEqual({
      label: 'office',
      name: 'Sita Sharma',
      email: 'sita@example.com',
      mobile_num: '+9779841234567',
      address: {
        country: 'Nepal',
        province: 'p2',
        district: 'd3',
        area: 'Lakeside',
        address_line1: 'Street 6',
      },
    });
    expect(await screen.findByText('1 saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's field errors under the fields and keeps the modal open", async () => {
    const user = userEvent.setup(fastUser);
    renderModal(() => ({
      status: 422,
      body: { status: 'error', message: 'Invalid input', errors: { 'address.district': 'City is required' } },
    }));
    const modal = await openModal(user);
    await waitFor(() => expect(modal.getByLabelText(/Region/)).toBeEnabled());
    await user.selectOptions(modal.getByLabelText(/Region/), 'Bagmati Province');
    await waitFor(() => expect(modal.getByLabelText(/City/)).toBeEnabled());
    await user.selectOptions(modal.getByLabelText(/City/), 'Kathmandu');
    await user.type(modal.getByLabelText(/Area/), 'Baneshwor');
    await user.type(modal.getByLabelText(/^Address/), 'House 12');
    await user.click(modal.getByRole('button', { name: 'Save' }));

    expect(await modal.findByText('City is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Shipping Address' })).toBeInTheDocument();
    expect(screen.getByText('0 saved')).toBeInTheDocument();
  });
});

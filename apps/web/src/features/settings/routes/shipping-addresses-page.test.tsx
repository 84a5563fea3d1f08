import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@oxstrength/shared/contracts/addresses';
import { callsTo, fastUser, renderRoutes, signInAs, stubApi } from '../../../testing/render-routes';
import { addressesReplyOf, addressReplyOf, deliveryAddress } from '../../addresses/testing/address-fixtures';
import { profileReplyOf, profileUserFixture } from '../testing/profile-fixtures';
import { Component as ShippingAddressesPage } from './shipping-addresses-page';

const home = deliveryAddress({ _id: 'a1', label: 'home', name: 'Sita Sharma' });
const work = deliveryAddress({
  _id: 'a2',
  label: 'office',
  primary: false,
  name: 'Sita at Work',
  address: {
    country: 'Nepal',
    province: 'Bagmati Province',
    province_id: 'p1',
    district: { _id: 'd2', name: 'Lalitpur' },
    area: 'Jhamsikhel',
    address_line1: 'Office 3',
  },
});

function renderPage(initial: Address[]) {
  let list = initial;
  signInAs(profileUserFixture());
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: profileReplyOf(profileUserFixture()) }),
    'GET /user/delivery/addresses': () => ({ body: addressesReplyOf(list) }),
    'GET /provinces': () => ({
      body: { status: 'success', provinces: [{ _id: 'p1', name: 'Bagmati Province', number: 3 }] },
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
    'PUT /user/delivery/address/a2': (call) => {
      const body = call.body as { address: { area: string } };
      const updated = { ...work, address: { ...work.address, area: body.address.area } };
      list = [home, updated];
      return { body: addressReplyOf(updated, 'Address updated') };
    },
    'DELETE /user/delivery/address/a1': () => {
      list = list.filter((a) => a._id !== 'a1');
      return { body: { status: 'success', message: 'Address deleted' } };
    },
  });
  renderRoutes(
    [{ path: '/dashboard/settings/address', Component: ShippingAddressesPage }],
    ['/dashboard/settings/address'],
  );
  return fetchMock;
}

const cards = () => within(screen.getByRole('list', { name: 'Addresses' })).queryAllByRole('listitem');

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

// Mantine pages render slowly in jsdom on a loaded machine.
describe('Shipping Addresses', { timeout: 20_000 }, () => {
  it("says so when there is none: All and each label's tab have the spec's texts", async () => {
    const user = userEvent.setup(fastUser);
    renderPage([]);
    expect(await screen.findByText('You have not added delivery address.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Work' }));
    expect(await screen.findByText('You do not have any Work address.')).toBeInTheDocument();
  });

  it('filters by tab: All, Home, Work, Other', async () => {
    const user = userEvent.setup(fastUser);
    renderPage([home, work]);
    expect(await screen.findByText('Sita at Work')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Home', 'Work', 'Other']);
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Home' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Sita Sharma');
    expect(cards()[0]).toHaveTextContent('Primary');

    await user.click(screen.getByRole('tab', { name: 'Work' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Sita at Work'));
    expect(cards()[0]).toHaveTextContent('Office 3, Jhamsikhel, Lalitpur');

    await user.click(screen.getByRole('tab', { name: 'Other' }));
    expect(await screen.findByText('You do not have any Other address.')).toBeInTheDocument();
  });

  it('edits an address in the large modal, starting from its values', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderPage([home, work]);
    await user.click(await screen.findByRole('button', { name: "Edit Sita at Work's Work address" }));
    const modal = within(await screen.findByRole('dialog', { name: 'Edit Shipping Address' }));
    expect(modal.getByLabelText(/Full Name/)).toHaveValue('Sita at Work');
    expect(modal.getByRole('radio', { name: 'Work' })).toBeChecked();
    await waitFor(() => expect(modal.getByLabelText(/City/)).toHaveValue('d2'));
    await user.clear(modal.getByLabelText(/Area/));
    await user.type(modal.getByLabelText(/Area/), 'Pulchowk');
    await user.click(modal.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /user/delivery/address/a2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Office 3, Pulchowk, Lalitpur/)).toBeInTheDocument();
  });

  it('opens the add modal from Add Address', async () => {
    const user = userEvent.setup(fastUser);
    renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Add Shipping Address' }));
    expect(modal.getByLabelText(/Full Name/)).toHaveValue('Sita Sharma');
    await user.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks "Are you sure you want to delete?": No keeps it, Yes deletes it and the list reloads', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderPage([home, work]);
    const remove = await screen.findByRole('button', { name: "Delete Sita Sharma's Home address" });

    await user.click(remove);
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete Address' }));
    expect(dialog.getByText('Are you sure you want to delete?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /user/delivery/address/a1')).toHaveLength(0);

    await user.click(remove);
    dialog = within(await screen.findByRole('dialog', { name: 'Delete Address' }));
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /user/delivery/address/a1')).toHaveLength(1);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Sita at Work');
  });
});

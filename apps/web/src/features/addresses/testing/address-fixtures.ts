import {
  addressesReply,
  addressJson,
  addressReply,
  type Address,
} from '@oxstrength/shared/contracts/addresses';

/**
 * Delivery addresses as the API sends them: the builders parse their output with the reply contract
 * (packages/shared/src/contracts/addresses.ts), so a fixture the API could never send fails its test.
 */

/** Sita Sharma's home in Baneshwor, Kathmandu (primary). */
export const deliveryAddress = (overrides: Partial<Address> = {}): Address =>
  addressJson.parse({
    _id: 'a1',
    label: 'home',
    name: 'Sita Sharma',
    email: 'sita@example.com',
    mobile_num: '+9779841234567',
    primary: true,
    address: {
      country: 'Nepal',
      province: 'Bagmati Province',
      province_id: 'p1',
      district: { _id: 'd1', name: 'Kathmandu' },
      area: 'Baneshwor',
      address_line1: 'House 12',
    },
    ...overrides,
  });

/** The body of GET /user/delivery/addresses. */
export const addressesReplyOf = (addresses: Address[]) =>
  addressesReply.parse({ status: 'success', addresses });

/** The body of POST /user/delivery/address and PUT /user/delivery/address/{id}. */
export const addressReplyOf = (address: Address, message?: string) =>
  addressReply.parse({ status: 'success', ...(message && { message }), address });

import { z } from 'zod';
import { ADDRESS_LABELS, DEFAULT_COUNTRY } from '../constants';
import { emailField, phoneField, requiredText } from '../fields';

/**
 * The parts of an address in Nepal, with the form's messages (region, city, area, address): a delivery
 * address's and the profile's (spec part 2 section 5). province and district are names or _ids.
 */
export const nepalAddressSchema = z.object({
  country: z.literal(DEFAULT_COUNTRY).default(DEFAULT_COUNTRY),
  province: requiredText('Region is required', 100),
  district: requiredText('City is required', 100),
  area: requiredText('Area is required', 100),
  address_line1: requiredText('Address is required', 200),
});

/**
 * A delivery address (spec part 1 section 5, Address). The form's region, city, area and address are the
 * address's province, district, area and address_line1. province is a province _id (or its name);
 * district is a district _id of that province.
 */
export const deliveryAddressSchema = z.object({
  label: z.enum(ADDRESS_LABELS.map((l) => l.value) as ['home', 'office', 'other'], {
    error: 'Label is required',
  }),
  name: requiredText('Name is required', 100),
  email: emailField(),
  mobile_num: phoneField('Phone number is required'),
  primary: z.boolean().optional(),
  address: nepalAddressSchema,
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

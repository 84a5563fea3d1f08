import { describe, expect, it } from 'vitest';
import { validate } from './fields';
import { formatPhoneNational, isMobile, normalizePhone } from './phone';
import { deliveryAddressSchema } from './schemas/address';
import { registerSchema } from './schemas/auth';
import { cartLineSchema } from './schemas/cart';
import { giftRecipientSchema } from './schemas/gift';

const STORED = '+9779841234567';

describe('normalizePhone', () => {
  it.each([
    '9841234567',
    '+977-9841234567',
    '977 9841234567',
    '98412 34567',
    '+977 984-1234567',
    '+977 9841234567',
    '+9779841234567',
    '(+977) 9841234567',
    '(977) 984 123 4567',
    '00977 9841234567',
    '984.123.4567',
    '  984-1234567  ',
    '९८४१२३४५६७',
  ])('stores the mobile %j as +9779841234567', (written) => expect(normalizePhone(written)).toBe(STORED));

  it('keeps the operator prefix of every mobile range (97x and 98x)', () => {
    expect(normalizePhone('974-1234567')).toBe('+9779741234567');
    expect(normalizePhone('9801234567')).toBe('+9779801234567');
    // A mobile that itself starts 977 is not mistaken for a country code.
    expect(normalizePhone('9771234567')).toBe('+9779771234567');
    expect(normalizePhone('+977 9771234567')).toBe('+9779771234567');
  });

  it.each([
    ['01-4412345', '+97714412345'],
    ['01 4412345', '+97714412345'],
    ['(01) 4412345', '+97714412345'],
    ['+977-1-4412345', '+97714412345'],
    ['+977 01-4412345', '+97714412345'],
    ['977 1 4412345', '+97714412345'],
    ['061-123456', '+97761123456'],
    ['+977 61 123456', '+97761123456'],
  ])('stores the landline %j as %j where landlines are allowed', (written, stored) => {
    expect(normalizePhone(written, { landline: true })).toBe(stored);
    expect(normalizePhone(written)).toBeNull();
  });

  it.each([
    '',
    'abc',
    'call me',
    '12',
    '12ab',
    '+977',
    '(+977)',
    '984123456',
    '98412345678',
    '98412345678901',
    '9641234567',
    '1234567890',
    '4412345',
    '14412345',
    '+1 415 555 0100',
    '+91 9841234567',
    '+977 09841234567',
    '98-41(23)4567',
    '+977+9841234567',
    '9841234567 ext 2',
  ])('refuses %j', (junk) => {
    expect(normalizePhone(junk)).toBeNull();
    expect(normalizePhone(junk, { landline: true })).toBeNull();
  });
});

describe('isMobile', () => {
  it('is true for mobiles however written, stored form included', () => {
    for (const v of ['9841234567', '+977-9841234567', '98412 34567', STORED]) expect(isMobile(v)).toBe(true);
  });
  it('is false for landlines and junk', () => {
    for (const v of ['01-4412345', '061-123456', '+97714412345', '12', 'x']) expect(isMobile(v)).toBe(false);
  });
});

describe('formatPhoneNational', () => {
  it('shows mobiles as 984-1234567, from the stored form or any accepted writing', () => {
    expect(formatPhoneNational(STORED)).toBe('984-1234567');
    expect(formatPhoneNational('977 9841234567')).toBe('984-1234567');
    expect(formatPhoneNational('98412 34567')).toBe('984-1234567');
  });
  it('shows landlines with their trunk 0 and area code', () => {
    expect(formatPhoneNational('+97714412345')).toBe('01-4412345');
    expect(formatPhoneNational('+97761123456')).toBe('061-123456');
  });
  it('shows a value that is not a Nepali number as it is, and nothing for none', () => {
    expect(formatPhoneNational('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhoneNational(null)).toBe('');
    expect(formatPhoneNational(undefined)).toBe('');
  });
  it('formats what it stores back to the same number', () => {
    for (const v of ['9841234567', '9801234567', '9741234567'])
      expect(normalizePhone(formatPhoneNational(normalizePhone(v)))).toBe(normalizePhone(v));
  });
});

describe('phone fields in the forms (fields named mobile_num)', () => {
  const register = {
    name: 'Sita Rai',
    email: 'sita@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
  };
  const gift = { name: 'Ram', email: 'ram@example.com', relation: 'Friend' };
  const address = {
    label: 'home',
    name: 'Sita Rai',
    email: 'sita@example.com',
    address: { province: 'Bagmati', district: 'Kathmandu', area: 'Baneshwor', address_line1: 'House 14' },
  };

  it.each(['+977-9841234567', '977 9841234567', '98412 34567', '+977 984-1234567'])(
    'parse %j to the stored form',
    (written) => {
      expect(registerSchema.parse({ ...register, mobile_num: written }).mobile_num).toBe(STORED);
      expect(giftRecipientSchema.parse({ ...gift, mobile_num: written }).mobile_num).toBe(STORED);
      expect(deliveryAddressSchema.parse({ ...address, mobile_num: written }).mobile_num).toBe(STORED);
    },
  );

  it.each(['01-4412345', '061-123456', '+977-1-4412345'])(
    'refuse the landline %j with the spec message',
    (landline) => {
      expect(validate(registerSchema, { ...register, mobile_num: landline })).toEqual({
        mobile_num: 'Phone number is not valid',
      });
      expect(validate(giftRecipientSchema, { ...gift, mobile_num: landline })).toEqual({
        mobile_num: 'Phone number is not valid',
      });
      expect(validate(deliveryAddressSchema, { ...address, mobile_num: landline })).toEqual({
        mobile_num: 'Phone number is not valid',
      });
    },
  );

  it.each(['x1', '12', 'call me', '+44 20 7946 0958'])('refuse %j with the spec message', (junk) => {
    expect(validate(registerSchema, { ...register, mobile_num: junk })).toEqual({
      mobile_num: 'Phone number is not valid',
    });
    expect(validate(giftRecipientSchema, { ...gift, mobile_num: junk })).toEqual({
      mobile_num: 'Phone number is not valid',
    });
  });

  it('keep the required messages for an empty field', () => {
    expect(validate(registerSchema, { ...register, mobile_num: '  ' })).toEqual({
      mobile_num: 'Phone number is required',
    });
    expect(validate(giftRecipientSchema, { ...gift, mobile_num: '' })).toEqual({
      mobile_num: 'Mobile number is required',
    });
    expect(validate(deliveryAddressSchema, { ...address, mobile_num: '' })).toEqual({
      mobile_num: 'Phone number is required',
    });
  });

  it('check a gift line in the cart with the same rule', () => {
    const line = { model_id: 'x', onModel: 'Template', self_order: false, ...gift };
    expect(validate(cartLineSchema, { ...line, mobile_num: '+977-9841234567' })).toEqual({});
    expect(validate(cartLineSchema, { ...line, mobile_num: '01-4412345' })).toEqual({
      mobile_num: 'Phone number is not valid',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { numberField, phoneField, validate } from './fields';
import { registerSchema, resetPasswordFormSchema } from './schemas/auth';
import { cartLineSchema, cartUpdateSchema, expressCheckoutSchema } from './schemas/cart';
import { newsletterSubscribeSchema } from './schemas/newsletter';
import { reviewFormSchema } from './schemas/review';

describe('phone field', () => {
  const mobile = phoneField();
  const anyPhone = phoneField('Phone number is required', { landline: true });
  it.each(['9841234567', '+977 9841234567', '+977-9841234567', '98412 34567'])('takes the mobile %s', (v) =>
    expect(mobile.parse(v)).toBe('+9779841234567'),
  );
  it('takes a landline only where the field allows it', () => {
    expect(anyPhone.parse('01-4412345')).toBe('+97714412345');
    expect(anyPhone.parse('+977 01-4412345')).toBe('+97714412345');
    expect(validate(mobile, '01-4412345')).toEqual({ _: 'Phone number is not valid' });
  });
  it.each(['abc', '12', '98412345678901', '+977'])('refuses %s with the spec message', (v) => {
    expect(validate(mobile, v)).toEqual({ _: 'Phone number is not valid' });
    expect(validate(anyPhone, v)).toEqual({ _: 'Phone number is not valid' });
  });
  it('asks for an empty one with its required message', () =>
    expect(validate(mobile, '')).toEqual({ _: 'Phone number is required' }));
});

describe('register schema', () => {
  const good = {
    name: 'Sita Rai',
    email: 'Sita@Example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
    mobile_num: '9841234567',
  };
  it('accepts a valid form and lower-cases the email', () => {
    const parsed = registerSchema.parse(good);
    expect(parsed.email).toBe('sita@example.com');
  });
  it('gives the spec messages', () => {
    expect(
      validate(registerSchema, {
        name: '',
        email: '',
        password: '',
        password_confirmation: '',
        mobile_num: '',
      }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      password_confirmation: 'Confirm Password is required',
      mobile_num: 'Phone number is required',
    });
    expect(
      validate(registerSchema, {
        ...good,
        email: 'nope',
        password: 'abc',
        password_confirmation: 'abc',
        mobile_num: 'x1',
      }),
    ).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters long',
      mobile_num: 'Phone number is not valid',
    });
    expect(validate(registerSchema, { ...good, password_confirmation: 'other1' })).toEqual({
      password_confirmation: 'Passwords must match',
    });
  });
  it('reports a missing field with its message', () => {
    expect(validate(registerSchema, { ...good, name: undefined }).name).toBe('Name is required');
  });
});

describe('other forms', () => {
  it('newsletter', () => {
    expect(validate(newsletterSubscribeSchema, { email: 'x', first_name: ' ', last_name: '' })).toEqual({
      email: 'Email is invalid',
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
  });
  it('reset password form', () => {
    expect(validate(resetPasswordFormSchema, { password: '', password_confirmation: '' })).toEqual({
      password: 'Password is required',
      password_confirmation: 'Confirm Password is required',
    });
  });
});

describe('numbers in a JSON body', () => {
  const n = numberField('Enter a number');
  it.each([
    [4, 4],
    ['4.5', 4.5],
    [' 2 ', 2],
    ['-1', -1],
  ])('takes %j as %j', (input, output) => expect(n.parse(input)).toBe(output));
  const bad = [true, false, null, undefined, '', ' ', 'abc', '0x10', '1e3', [5], {}, Number.NaN, Infinity];
  it.each(bad)('refuses %j with the field message', (input) =>
    expect(validate(n, input)).toEqual({ _: 'Enter a number' }),
  );
  it('refuses booleans as stars and units with their messages', () => {
    expect(validate(reviewFormSchema, { stars: true, review: 'Great' })).toEqual({
      stars: 'Please choose a star rating',
    });
    const unit = { unit: 'Unit must be a whole number' };
    expect(validate(cartLineSchema, { model_id: 'x', onModel: 'Template', unit: true })).toEqual(unit);
    expect(validate(cartUpdateSchema, { unit: false })).toEqual(unit);
    const express = { model_id: 'x', on_model: 'template' };
    expect(validate(expressCheckoutSchema, { ...express, unit: true })).toEqual(unit);
    expect(validate(expressCheckoutSchema, { ...express, unit: '2.5' })).toEqual(unit);
    expect(expressCheckoutSchema.parse({ ...express, unit: '3' }).unit).toBe(3);
    expect(cartLineSchema.parse({ model_id: 'x', onModel: 'Template' }).unit).toBe(1);
  });
});

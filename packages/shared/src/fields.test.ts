import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, validate } from './fields';
import { registerSchema, resetPasswordFormSchema } from './schemas/auth';
import { newsletterSubscribeSchema } from './schemas/newsletter';

describe('phone pattern', () => {
  it.each(['9841234567', '+977 9841234567', '01-4412345', '+977-1-4412345'.replace('-1-', ' 01-')])(
    'accepts %s',
    (v) => expect(PHONE_PATTERN.test(v)).toBe(true),
  );
  it.each(['', 'abc', '12', '98412345678901', '+977'])('rejects %s', (v) =>
    expect(PHONE_PATTERN.test(v)).toBe(false),
  );
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
      validate(registerSchema, { name: '', email: '', password: '', password_confirmation: '', mobile_num: '' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      password_confirmation: 'Confirm Password is required',
      mobile_num: 'Phone number is required',
    });
    expect(
      validate(registerSchema, { ...good, email: 'nope', password: 'abc', password_confirmation: 'abc', mobile_num: 'x1' }),
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

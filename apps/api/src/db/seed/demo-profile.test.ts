import { describe, expect, it } from 'vitest';
import { auth, signedInTestApp } from '../../../test/test-app';
import { demoSignIn } from './demo-users';

/** Issue 36 item 4: the demo client's profile is complete, so a demo user can change a phone number at once. */

const session = signedInTestApp(demoSignIn('Client'));

describe("the demo client's profile", () => {
  it('has every field the profile form requires', async () => {
    const { user } = await session.get('/auth/profile');
    expect(user).toMatchObject({
      name: 'Sita Sharma',
      mobile_num: '+9779841000001',
      gender: 'Female',
      birth_date: '1995-04-21',
      // The Home address of the demo client (seedDemoAddress), every field filled in.
      address: demoSignIn('Client').profile!.address,
    });
    for (const field of ['country', 'province', 'district', 'area', 'address_line1'])
      expect(user.address[field], field).toBeTruthy();
  });

  it('saves a new phone number with nothing else changed', async () => {
    const { user } = await session.get('/auth/profile');
    const res = await session.t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: auth(session.token),
      payload: {
        name: user.name,
        mobile_num: '9812345678',
        gender: user.gender,
        birth_date: user.birth_date,
        about: user.about,
        address: user.address,
        social: user.social,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profile Updated', user: { mobile_num: '+9779812345678' } });
  });
});

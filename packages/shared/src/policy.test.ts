import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_ACTIONS, can, STAFF_ACTIONS } from './policy';

const admin = { id: 'a', userType: 'Admin' as const };
const trainer = { id: 't', userType: 'Trainer' as const };
const client = { id: 'c', userType: 'Client' as const };

describe('can', () => {
  it('lets an admin take every action on every record, with a trainer or without', () => {
    for (const action of STAFF_ACTIONS) {
      expect(can(admin, action)).toBe(true);
      expect(can(admin, action, { trainerId: 't' })).toBe(true);
      expect(can(admin, action, { trainerId: null })).toBe(true);
    }
  });

  it('lets a trainer act only on what they train, never on admin-only actions', () => {
    for (const action of STAFF_ACTIONS) {
      const adminOnly = ADMIN_ONLY_ACTIONS.includes(action);
      expect(can(trainer, action), action).toBe(!adminOnly);
      expect(can(trainer, action, { trainerId: 't' }), action).toBe(!adminOnly);
      expect(can(trainer, action, { trainerId: 'other' }), action).toBe(false);
      expect(can(trainer, action, { trainerId: null }), action).toBe(false);
    }
    expect(can(trainer, 'audit.read')).toBe(false);
  });

  it('lets a client take no staff action', () => {
    for (const action of STAFF_ACTIONS) {
      expect(can(client, action)).toBe(false);
      expect(can({ id: 't', userType: 'Client' }, action, { trainerId: 't' })).toBe(false);
    }
  });
});

import { userFixture } from '../../auth/testing/user-fixtures';

/** The staff the staff pages' tests sign in as. */
export const trainer = userFixture({ _id: 'tr1', id: 'tr1', name: 'Coach Hari', user_type: 'Trainer' });
export const admin = userFixture({ _id: 'ad1', id: 'ad1', name: 'Admin Maya', user_type: 'Admin' });

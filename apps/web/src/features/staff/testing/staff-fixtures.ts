import type { Paged } from '@oxstrength/shared/contracts/reply';
import {
  auditEntriesPageReply,
  auditEntryJson,
  staffSubscriptionDetailJson,
  staffSubscriptionDetailReply,
  staffSubscriptionJson,
  staffSubscriptionReply,
  staffSubscriptionsPageReply,
  staffWeekRequestJson,
  type AuditEntry,
  type StaffSubscription,
  type StaffSubscriptionDetail,
  type StaffWeekRequest,
} from '@oxstrength/shared/contracts/staff';
import { scheduleWeek } from '../../dashboard/testing/training-fixtures';
import { pageReply } from '../../../testing/page-reply';

/**
 * The staff workspace's replies as the API sends them: every builder parses its output with the reply contract
 * (packages/shared/src/contracts/staff.ts), so a fixture the API could never send fails its test.
 */

/** Ram Thapa's Strength Block (4 weeks), Consultation Requested for 2099-03-10, not approved yet. */
export const staffSubscription = (overrides: Partial<StaffSubscription> = {}): StaffSubscription =>
  staffSubscriptionJson.parse({
    _id: 'sub1',
    client: { _id: 'c1', name: 'Ram Thapa', email: 'ram@example.com' },
    template: { _id: 't1', title: 'Strength Block' },
    status: 'Consultation Requested',
    consultation_date: '2099-03-10',
    consultation_approved: false,
    consultation_proposed: false,
    remarks: '',
    weeks: 4,
    weeks_completed: 0,
    started_on: null,
    status_reason: null,
    open_week_request: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

/** Active in week 2 with the client's open request for week 2. */
export const activeWithOpenRequest = (overrides: Partial<StaffSubscription> = {}) =>
  staffSubscription({
    status: 'Active',
    consultation_date: '2025-03-10',
    consultation_approved: true,
    remarks: 'Good mobility',
    weeks_completed: 1,
    started_on: '2025-03-12',
    open_week_request: {
      _id: 'wr2',
      week: 2,
      remarks: 'Squats felt heavy',
      skipped_activities: [],
      skip_reason: null,
      createdAt: '2025-03-26T09:00:00.000Z',
    },
    ...overrides,
  });

export const staffWeekRequest = (overrides: Partial<StaffWeekRequest> = {}): StaffWeekRequest =>
  staffWeekRequestJson.parse({
    _id: 'wr1',
    week: 1,
    remarks: 'Done',
    status: 'Approved',
    note: null,
    decided_at: '2025-03-20T09:00:00.000Z',
    createdAt: '2025-03-19T09:00:00.000Z',
    ...overrides,
  });

type DetailOverrides = Partial<Omit<StaffSubscriptionDetail, 'client'>> & {
  client?: (NonNullable<StaffSubscription['client']> & { mobile_num?: string | null }) | null;
};

/**
 * The subscription with its schedule (weeks_completed done, the next In Progress, the rest Locked); its client
 * with a phone (+9779841234567) unless the override says otherwise.
 */
export const staffSubscriptionDetail = (overrides: DetailOverrides = {}): StaffSubscriptionDetail => {
  const base = staffSubscription(overrides);
  const done = base.weeks_completed;
  const schedule = Array.from({ length: base.weeks }, (_, i) => {
    const week = i + 1;
    return scheduleWeek(week, week <= done ? 'Completed' : week === done + 1 ? 'In Progress' : 'Locked');
  });
  const client = overrides.client === undefined ? base.client : overrides.client;
  return staffSubscriptionDetailJson.parse({
    ...base,
    schedule,
    week_requests: [],
    ...overrides,
    client: client && { mobile_num: '+9779841234567', ...client },
  });
};

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry =>
  auditEntryJson.parse({
    _id: 'au1',
    user: { _id: 'tr1', name: 'Coach Hari', email: 'hari@example.com' },
    role: 'Trainer',
    action: 'subscription.approveDate',
    record_type: 'subscription',
    record_id: 'sub1',
    before: { consultation_approved: false },
    after: { consultation_approved: true },
    createdAt: '2025-03-05T09:00:00.000Z',
    ...overrides,
  });

/** The body of GET /staff/template-subscriptions. */
export const staffInboxPageOf = (subscriptions: StaffSubscription[], paged: Partial<Paged> = {}) =>
  staffSubscriptionsPageReply.parse({ subscriptions, ...pageReply(subscriptions.length, paged) });

/** The body of GET /staff/template-subscriptions/{id}. */
export const staffSubscriptionDetailReplyOf = (subscription: StaffSubscriptionDetail) =>
  staffSubscriptionDetailReply.parse({ status: 'success', subscription });

/** The body of a decision. */
export const staffSubscriptionReplyOf = (subscription: StaffSubscription, message?: string) =>
  staffSubscriptionReply.parse({ status: 'success', ...(message && { message }), subscription });

/** The body of GET /staff/audit. */
export const auditPageOf = (entries: AuditEntry[]) =>
  auditEntriesPageReply.parse({ entries, ...pageReply(entries.length) });

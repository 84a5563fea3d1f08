import type { Paged } from '@oxstrength/shared/contracts/reply';
import {
  dashboardCountsReply,
  dayActivitiesReply,
  dayActivityJson,
  dayActivityReply,
  scheduleWeekJson,
  subscribedTemplateDetailJson,
  subscribedTemplateDetailReply,
  subscribedTemplateJson,
  subscribedTemplateReply,
  subscribedTemplatesPageReply,
  type DashboardCounts,
  type DayActivity,
  type ScheduleWeek,
  type SubscribedTemplate,
  type SubscribedTemplateDetail,
} from '@oxstrength/shared/contracts/training';
import { pageReply } from '../../../testing/page-reply';

/**
 * A client's templates as the API sends them: every builder parses its output with the reply contract
 * (packages/shared/src/contracts/training.ts), so a fixture the API could never send fails its test.
 */

/** Strength Block, 4 weeks, Active with week 1 done. */
export const subscribedTemplate = (overrides: Partial<SubscribedTemplate> = {}): SubscribedTemplate =>
  subscribedTemplateJson.parse({
    _id: 's1',
    template: {
      _id: 't1',
      slug: 'strength-block',
      title: 'Strength Block',
      cover: '/images/catalogue/templates/template-1.webp',
      weeks: 4,
      training_category: { _id: 'tc1', name: 'Strength' },
      detail: { difficulty: 'Intermediate', requirement: 'Barbell and rack' },
    },
    status: 'Active',
    consultation_date: '2025-03-10',
    consultation_approved: true,
    consultation_proposed: false,
    remarks: '',
    weeks_completed: 1,
    started_on: '2025-03-12',
    week_completed_req: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

/** The nth subscription: its own id, template id and title ("Template n"). */
export const subscribedTemplateN = (n: number, overrides: Partial<SubscribedTemplate> = {}) => {
  const base = subscribedTemplate();
  return subscribedTemplate({
    _id: `s${n}`,
    template: { ...base.template, _id: `t${n}`, slug: `template-${n}`, title: `Template ${n}` },
    ...overrides,
  });
};

export const dayActivity = (overrides: Partial<DayActivity> = {}): DayActivity =>
  dayActivityJson.parse({
    _id: 'a1',
    movement: 'Back Squat',
    intensity: '75%',
    note: '',
    reps: '5',
    rest: '3 min',
    sets: '5',
    tempo: '',
    actual_rpe: null,
    weight_used: null,
    feedback: null,
    ...overrides,
  });

/** Week `week`: day 1 with a squat and a bench press, day 2 with a deadlift (ids prefixed wN-). */
export const scheduleWeek = (
  week: number,
  status: ScheduleWeek['status'],
  overrides: Partial<ScheduleWeek> = {},
): ScheduleWeek =>
  scheduleWeekJson.parse({
    week,
    status,
    week_activities:
      status === 'Locked'
        ? []
        : [
            {
              day: 1,
              day_activities: [
                dayActivity({ _id: `w${week}-a1` }),
                dayActivity({
                  _id: `w${week}-a2`,
                  movement: 'Bench Press',
                  intensity: 'RPE 8',
                  note: 'Pause on the chest',
                  tempo: '3-1-1',
                }),
              ],
            },
            {
              day: 2,
              day_activities: [
                dayActivity({ _id: `w${week}-a3`, movement: 'Deadlift', sets: '3', reps: '3' }),
              ],
            },
          ],
    ...overrides,
  });

/** The subscription with its schedule: 4 weeks with `weeks_completed` of them done. */
export const subscribedTemplateDetail = (
  overrides: Partial<SubscribedTemplateDetail> = {},
): SubscribedTemplateDetail => {
  const base = subscribedTemplate(overrides);
  const done = base.weeks_completed;
  const schedule = Array.from({ length: base.template.weeks }, (_, i) => {
    const week = i + 1;
    return scheduleWeek(week, week <= done ? 'Completed' : week === done + 1 ? 'In Progress' : 'Locked');
  });
  return subscribedTemplateDetailJson.parse({ ...base, schedule, ...overrides });
};

/** The body of GET /subscribed/templates. */
export const subscribedTemplatesPageOf = (subscriptions: SubscribedTemplate[], paged: Partial<Paged> = {}) =>
  subscribedTemplatesPageReply.parse({ subscriptions, ...pageReply(subscriptions.length, paged) });

/** The body of GET /subscribed/template/{id}. */
export const subscribedTemplateDetailReplyOf = (subscription: SubscribedTemplateDetail) =>
  subscribedTemplateDetailReply.parse({ status: 'success', subscription });

/** The body of the consultation request and the week completion request. */
export const subscribedTemplateReplyOf = (subscription: SubscribedTemplate, message?: string) =>
  subscribedTemplateReply.parse({ status: 'success', ...(message && { message }), subscription });

/** The body of POST /user/template/progress/{id}. */
export const dayActivityReplyOf = (activity: DayActivity) =>
  dayActivityReply.parse({ status: 'success', activity });

/** The body of PUT /user/template/progress/bulk. */
export const dayActivitiesReplyOf = (activities: DayActivity[]) =>
  dayActivitiesReply.parse({ status: 'success', activities });

/** The body of GET /analytics/profile/dashboard. */
export const dashboardCountsReplyOf = (counts: Partial<DashboardCounts> = {}) =>
  dashboardCountsReply.parse({
    status: 'success',
    counts: {
      subscribed_templates: 3,
      subscribed_coachings: 1,
      upcomming_consultations: 2,
      active_orders: 4,
      ...counts,
    },
  });

/** GET /contact/information as the date dialog reads it: the support phone it offers. */
export const CONTACT_REPLY = {
  status: 'success',
  contact_information: {
    email: 'hello@oxstrength.com',
    contact_num: '+977 9801234567',
    address: 'Kathmandu',
    open_hours: '6 AM - 8 PM',
    social: {},
  },
};

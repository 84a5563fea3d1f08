import { nepalToday } from './nepal-time';
import type { SubscriptionStatus } from './status';

/**
 * Training rules both sides use (spec part 2, sections 2, 4, 5 and 9): weeks, consultation display, the Nepal
 * date, limits and the texts a client reads.
 */

export const MY_TEMPLATES_PAGE_SIZE = 5;
export const DASHBOARD_PACKAGES = 4;
export const RPE_MIN = 0;
export const RPE_MAX = 10;
/** Half RPEs (decision 036): an actual RPE is logged in steps of 0.5. */
export const RPE_STEP = 0.5;

/** True for an RPE the log takes: 0 to 10 in steps of 0.5 (7.5 yes, 7.3 no). */
export const isRpe = (v: number) =>
  Number.isFinite(v) && v >= RPE_MIN && v <= RPE_MAX && Number.isInteger(v / RPE_STEP);
export const WEIGHT_USED_MAX = 40;
export const FEEDBACK_MAX = 1000;
export const REMARKS_MAX = 1000;
/** PUT /user/template/progress/bulk takes at most this many day activities at once. */
export const BULK_PROGRESS_MAX = 100;

export type WeekState = 'Completed' | 'In Progress' | 'Locked';

/**
 * With weeks_completed = N: weeks 1..N are Completed, week N+1 is In Progress, later weeks are locked. (The
 * spec's 0-based wording, "the week equal to weeks_completed is In Progress", means the same.) Once every week
 * is completed there is no week in progress.
 */
export function weekState(week: number, weeksCompleted: number): WeekState {
  if (week <= weeksCompleted) return 'Completed';
  if (week === weeksCompleted + 1) return 'In Progress';
  return 'Locked';
}

/** "Training Completed" once every week is, else "Currently on: Week N+1". */
export function trainingProgressText(weeksCompleted: number, totalWeeks: number): string {
  return weeksCompleted >= totalWeeks ? 'Training Completed' : `Currently on: Week ${weeksCompleted + 1}`;
}

export type ConsultationDisplay = 'Previous' | 'Upcoming' | 'Pending';

/** The My Consultations filter: its values and the display status each selects (spec part 2, section 4). */
export const CONSULTATION_FILTERS = {
  all: null,
  requested: 'Upcoming',
  completed: 'Previous',
  not_requested: 'Pending',
} as const satisfies Record<string, ConsultationDisplay | null>;
export type ConsultationFilter = keyof typeof CONSULTATION_FILTERS;
export const CONSULTATION_FILTER_VALUES = Object.keys(CONSULTATION_FILTERS) as [
  ConsultationFilter,
  ...ConsultationFilter[],
];

const HELD_TEMPLATE_STATUSES: readonly SubscriptionStatus[] = [
  'Active',
  'Inactive',
  'Completed',
  'Consultation Completed',
];

/** A template's consultation: Previous once held (and dated), Upcoming while dated, Pending without a date. */
export function templateConsultationDisplay(
  status: SubscriptionStatus,
  consultationDate: string | null,
): ConsultationDisplay {
  if (!consultationDate) return 'Pending';
  return HELD_TEMPLATE_STATUSES.includes(status) ? 'Previous' : 'Upcoming';
}

/** Today's date in Nepal (nepal-time.ts, the one Nepal clock both sides use). */
export { nepalToday } from './nepal-time';

/** The calendar day `days` after (or before, when negative) `date` (YYYY-MM-DD): a Nepal day stays one. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A consultation has a day, not a time: staff may mark it held from the start of that day in Nepal (00:00 in
 * Kathmandu), never before (issue 36).
 */
export function consultationDayReached(consultationDate: string, now: Date | number = Date.now()): boolean {
  return consultationDate <= nepalToday(now);
}

/** True when `date` (YYYY-MM-DD) is a real calendar date. */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** What staff read when a step comes before its time (issue 36); the API's refusals and the web's hints. */
export const STAFF_STEP_TEXTS = {
  heldBeforeDay: (date: string) =>
    `The consultation is on ${date}: it can be marked held from that day (Nepal time)`,
  heldFrom: (date: string) => `Can be marked held from ${date} (Nepal time).`,
  weekOneUnwritten: 'Write and publish week 1 before activating this coaching',
  proposalReasonRequired: 'Give the client a reason for the new date',
} as const;

/** Asking for a week to be marked complete (issue 36): every activity logged, or a reason for the skipped ones. */
export const WEEK_COMPLETION_TEXTS = {
  skipReasonRequired: (skipped: number) =>
    `${skipped === 1 ? '1 activity has' : `${skipped} activities have`} no log this week: log ` +
    `${skipped === 1 ? 'it' : 'them'}, or say why you skipped ${skipped === 1 ? 'it' : 'them'}`,
  skipReasonLabel: 'Why you skipped them',
} as const;

/** A day activity counts as logged once it has an actual RPE or a weight used (feedback needs one of them). */
export const isActivityLogged = (a: { actual_rpe: number | null; weight_used: string | null }) =>
  a.actual_rpe !== null || a.weight_used !== null;

/** The texts a client reads about a template subscription (spec part 2, sections 4 and 8). */
export const TRAINING_TEXTS = {
  pendingHover: 'Please set your consultation date to start this template.',
  requestedHover: (date: string) =>
    `Your consultation request is set for ${date}. Please wait until our team approves your request.`,
  approvedHover: (date: string) => `Your consultation is approved for ${date}.`,
  proposedHover: (date: string, reason?: string | null) =>
    `Our team proposed ${date} for your consultation${reason ? ` (${reason})` : ''}. Change the date if it ` +
    'does not suit you.',
  /** Why staff proposed another date (issue 36). */
  proposalReason: (reason: string) => `Reason: ${reason}`,
  completedConsultationHover: 'Your consultation is complete. Please wait for activation.',
  inactiveHover: 'This template is inactive. Please wait for activation.',
  dateSet: (date: string) =>
    `Your consultation request has been set for ${date}. Please wait until our team approves your request.`,
  daySaved: 'Day progress saved.',
  feedbackThanks: 'Thank you for your feedback',
  feedbackRequired: 'Feedback is required',
  remarksRequired: 'Remarks is required',
  emptyPackagesTitle: 'Empty Packages. Explore and find the best training templates.',
  emptyPackages: 'You do not have any active packages...',
  emptyConsultations: 'No consultation found. Explore and book consultation of your choice',
  congratulations: (week: number) => `Congratulations on Completing week ${week} training`,
  /** A queued edit (decision 022) older than the activity's last save: the newer save stays. */
  newerSaveKept: 'A newer save of this entry was kept.',
} as const;

/** Logging with no signal (issue 16, decision 022): what the client reads about edits kept on the device. */
export const OFFLINE_TEXTS = {
  offline:
    'You are offline. This programme is shown as it was last loaded; what you log is kept on this device and ' +
    'sent when the connection returns.',
  queued: 'No signal: kept on this device. It will be sent when you are back online.',
  waiting: (n: number) =>
    `${n === 1 ? '1 entry is' : `${n} entries are`} not saved yet: waiting to be sent when you are back online.`,
  sending: 'Sending your entries…',
  sent: (n: number) => (n === 1 ? '1 entry sent and saved.' : `${n} entries sent and saved.`),
  notSaved: 'Not saved yet',
  refused: 'Could not be saved',
} as const;

/*
 * Coaching and paid consultations (issue 16; spec part 2, sections 2, 4 and 9).
 */

/** My Trainers (coaching subscriptions) and My Consultations (paid consultations): 5 a page, latest first. */
export const MY_TRAINERS_PAGE_SIZE = 5;
export const MY_CONSULTATIONS_PAGE_SIZE = 5;

/** A paid consultation: Previous once completed, Upcoming while it has a date, else Pending. */
export function paidConsultationDisplay(
  completed: boolean,
  consultationDate: string | null,
): ConsultationDisplay {
  if (completed) return 'Previous';
  return consultationDate ? 'Upcoming' : 'Pending';
}

/**
 * A coaching's consultations: Previous once the first (or the latest) consultation is completed, Upcoming while
 * the latest has a date, else Pending.
 */
export function coachingConsultationDisplay(
  firstConsultationCompleted: boolean,
  latest: { completed: boolean; consultation_date: string | null } | null,
): ConsultationDisplay {
  if (firstConsultationCompleted || latest?.completed) return 'Previous';
  return latest?.consultation_date ? 'Upcoming' : 'Pending';
}

/** The texts a client reads about a coaching or a paid consultation (spec part 2, sections 2, 4 and 8). */
export const COACHING_TEXTS = {
  /** A coaching week the trainer has not published yet (its activities are not sent). */
  weekNotPublished: 'Trainer is estimating exercises for you...',
  setDate: 'Please set your consultation date to start this coaching.',
  requestedHover: (date: string) =>
    `Your consultation request is set for ${date}. Please wait until our team approves your request.`,
  approvedHover: (date: string) => `Your consultation is approved for ${date}.`,
  waitActivation: 'Your consultation is complete. Please wait for activation.',
  viewCoaching: 'View Coaching',
  purchaseAgain: 'Purchase Again',
  consultationSetDate: 'Please set your consultation date.',
} as const;

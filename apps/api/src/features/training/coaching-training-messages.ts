import { COACHING_TEXTS } from '@oxstrength/shared/training';

/** The texts a client (and staff) read when a coaching or paid consultation call is refused or succeeds. */
export const COACHING_MESSAGES = {
  subscriptionNotFound: 'Subscription not found',
  dayActivityNotFound: 'Day activity not found',
  consultationNotFound: 'Consultation not found',
  weekRequestNotFound: 'Week completion request not found',

  progressNotActive: 'You can log your training only while this coaching is active',
  weekNotPublished: (week: number) => `Week ${week}: ${COACHING_TEXTS.weekNotPublished}`,
  completionNotActive: 'You can ask for a week to be marked complete only while this coaching is active',

  consultationDatePast: 'Consultation date cannot be in the past',
  consultationApproved: 'Your consultation date has been approved and can no longer be changed',
  consultationOpen: 'You already have a consultation request. Change its date instead',
  noOpenConsultation: 'You have no consultation request to change',
  coachingConsultationClosed: 'Consultations can be requested only while this coaching is pending or active',
  paidConsultationHeld: 'This consultation has been held. Purchase it again to book another',

  // Staff.
  staffNotAllowed: (from: string, to: string) => `A ${from} subscription cannot become ${to}`,
  consultationClosed: (status: string) => `This consultation is already ${status}`,
  dateAlreadyApproved: 'This consultation date is already approved',
  proposedDatePast: 'The proposed date cannot be in the past',
  noConsultationDate: 'The client has not set a consultation date yet',
  firstConsultationNotHeld: 'A coaching can be activated only once its first consultation is held',
  alreadyActivated: 'This subscription has already been activated',
  weekOutOfRange: (weeks: number) => `This coaching has ${weeks} weeks`,
  weekCompletedLocked: (week: number) => `Week ${week} is completed and can no longer be changed`,
  weekHasProgress: (week: number) =>
    `The client has logged training in week ${week}: its exercises can no longer be replaced`,
  publishEmptyWeek: 'Add at least one exercise before publishing the week',
} as const;

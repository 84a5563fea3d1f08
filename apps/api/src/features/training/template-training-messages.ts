/** The texts a client (and later staff) reads when a template training call is refused or succeeds. */
export const TRAINING_MESSAGES = {
  subscriptionNotFound: 'Subscription not found',
  dayActivityNotFound: 'Day activity not found',
  weekRequestNotFound: 'Week completion request not found',

  progressNotActive: 'You can log your training only while this template is active',
  weekCompleted: (week: number) => `Week ${week} is completed and can no longer be changed`,
  weekLocked: (week: number, current: number) => `Week ${week} is locked. Complete week ${current} first`,
  weekUnderReview: (week: number) =>
    `Week ${week} is waiting for review. You can change it again once our team has reviewed it`,
  feedbackNeedsEffort: 'Record your actual RPE or the weight used before adding feedback',

  completionNotActive: 'You can ask for a week to be marked complete only while this template is active',
  completionWrongWeek: (current: number) =>
    `You are on week ${current}: only week ${current} can be marked complete`,
  completionOpen: (week: number) => `Week ${week} is already waiting for review`,

  consultationDatePast: 'Consultation date cannot be in the past',
  consultationApproved: 'Your consultation date has been approved and can no longer be changed',
  consultationClosed: 'The consultation date can be set only before your consultation is held',

  // Staff (the staff workspace's routes call the service).
  staffNotAllowed: (from: string, to: string) => `A ${from} subscription cannot become ${to}`,
  noConsultationDate: 'The client has not set a consultation date yet',
  alreadyActivated: 'This subscription has already been activated',
  noSchedule: 'This template has no schedule to copy',
  requestClosed: (status: string) => `This request is already ${status}`,
  dateAlreadyApproved: 'This consultation date is already approved',
  proposedDatePast: 'The proposed date cannot be in the past',
  activateNeedsConsultation: 'Only an admin can activate a subscription before its consultation is held',
  activateReasonRequired: 'Give a reason to activate without a consultation',
} as const;

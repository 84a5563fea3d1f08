import type { ActivityProgress, DayActivity } from '../api/training-api';

/**
 * What the client has typed but not saved, per day activity: RPE as typed ('' for none) and weight as text.
 * Kept by the training page, so entries survive closing a day's dialog until the day or week is saved.
 */
export interface Draft {
  actual_rpe: string;
  weight_used: string;
}
export type Drafts = Record<string, Draft>;

/** The activity's saved values as the inputs show them. */
export const savedDraft = (activity: DayActivity): Draft => ({
  actual_rpe: activity.actual_rpe === null ? '' : String(activity.actual_rpe),
  weight_used: activity.weight_used ?? '',
});

/** What the inputs show: the draft, else the saved values. */
export const shownDraft = (drafts: Drafts, activity: DayActivity): Draft =>
  drafts[activity._id] ?? savedDraft(activity);

/** True when the draft differs from what is saved. */
export function isChanged(drafts: Drafts, activity: DayActivity): boolean {
  const draft = drafts[activity._id];
  if (!draft) return false;
  const saved = savedDraft(activity);
  return draft.actual_rpe !== saved.actual_rpe || draft.weight_used.trim() !== saved.weight_used;
}

/** The body for the draft: RPE a whole number (null clears it), weight trimmed (null clears it). */
export const progressOf = (draft: Draft): ActivityProgress => ({
  actual_rpe: draft.actual_rpe === '' ? null : Number(draft.actual_rpe),
  weight_used: draft.weight_used.trim() === '' ? null : draft.weight_used.trim(),
});

/** True when RPE or weight is recorded (saved) or entered (draft): the day's feedback form then appears. */
export const hasEntry = (drafts: Drafts, activity: DayActivity) => {
  const shown = shownDraft(drafts, activity);
  return shown.actual_rpe !== '' || shown.weight_used.trim() !== '';
};

/** Drafts without the given activities (after they are saved). */
export const withoutDrafts = (drafts: Drafts, ids: string[]): Drafts =>
  Object.fromEntries(Object.entries(drafts).filter(([id]) => !ids.includes(id)));

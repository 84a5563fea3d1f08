import { z } from 'zod';
import { staffCoachingJson, subscribedCoachingDetailJson } from './coaching-training';
import { paging, success } from './reply';

/**
 * Replies of the staff workspace's coaching week editor (issue 18): the templates a week may be copied from, the
 * coaching clients whose next week is not published, and an accepted load suggestion.
 */

/** One exercise of a template's schedule, as the editor copies it into a coaching week. */
export const templateWeekActivityJson = z.object({
  week: z.number().int(),
  day: z.number().int(),
  movement: z.string(),
  intensity: z.string(),
  sets: z.string(),
  reps: z.string(),
  tempo: z.string(),
  rest: z.string(),
  note: z.string(),
});
export type TemplateWeekActivity = z.infer<typeof templateWeekActivityJson>;

/** A template of the coaching's trainer, with its whole schedule (week, day, then order). */
export const weekSourceTemplateJson = z.object({
  _id: z.string(),
  title: z.string(),
  weeks: z.number().int(),
  activities: z.array(templateWeekActivityJson),
});
export type WeekSourceTemplate = z.infer<typeof weekSourceTemplateJson>;

export const weekSourcesReply = success({ templates: z.array(weekSourceTemplateJson) });
export type WeekSourcesReply = z.infer<typeof weekSourcesReply>;

/** A coaching client whose next week (the one in progress, else the one after) is not published. */
export const coachingWeekToWriteJson = staffCoachingJson.extend({
  next_week: z
    .number()
    .int()
    .describe('The first of the week in progress and the next that is not published'),
});
export type CoachingWeekToWrite = z.infer<typeof coachingWeekToWriteJson>;

export const coachingWeeksToWritePageReply = success({
  subscriptions: z.array(coachingWeekToWriteJson),
  ...paging,
});
export type CoachingWeeksToWritePageReply = z.infer<typeof coachingWeeksToWritePageReply>;

/** The coaching after a suggestion was accepted into the next week's planned load. */
export const acceptedLoadReply = success({
  subscription: subscribedCoachingDetailJson,
  planned_load: z.string().describe('What the next week now plans, e.g. "102.5 kg"'),
  week: z.number().int().describe('The week whose planned load changed'),
});
export type AcceptedLoadReply = z.infer<typeof acceptedLoadReply>;

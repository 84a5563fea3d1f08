import type { UseQueryResult } from '@tanstack/react-query';
import {
  useSubscribedCoaching,
  type DateTarget,
  type SubscribedCoachingDetail,
} from '../api/programme-training-api';
import { useSubscribedTemplate, type SubscribedTemplateDetail, type TrainingKind } from '../api/training-api';
import { coachingLine, planLabel } from './coaching-status';
import { packageOverlay } from './package-status';

/**
 * What differs between a template's and a coaching's training page (spec part 2, Template training detail and
 * the subscribed coaching), in one place: the page (its list, its texts, its query) and what a subscription
 * tells the client (its title line, its length, its status message and the date it lets them set).
 */

export type TrainingDetail = SubscribedTemplateDetail | SubscribedCoachingDetail;

export interface TrainingPageKind {
  /** The list BACK returns to. */
  listPath: string;
  listName: string;
  /** The noun of the texts: "Package" or "Coaching". */
  noun: string;
  pageTitle: string;
  useDetail: (id: string) => UseQueryResult<TrainingDetail, unknown>;
}

export const TRAINING_PAGES: Record<TrainingKind, TrainingPageKind> = {
  template: {
    listPath: '/dashboard/packages',
    listName: 'My Templates',
    noun: 'Package',
    pageTitle: 'My Package | OxStrength',
    useDetail: useSubscribedTemplate,
  },
  coaching: {
    listPath: '/dashboard/trainers',
    listName: 'My Trainers',
    noun: 'Coaching',
    pageTitle: 'My Coaching | OxStrength',
    useDetail: useSubscribedCoaching,
  },
};

export interface TrainingFacts {
  kind: TrainingKind;
  title: string;
  /** The line under the title: the length and category, or the plan and trainer. */
  summary: string;
  totalWeeks: number;
  /** What a subscription that is not Active or Completed tells the client instead of its schedule. */
  message: string | null;
  dateAction: 'set-date' | 'change-date' | null;
  /** What Set Consultation Date or Change Date opens the date dialog on. */
  dateTarget: (change: boolean) => DateTarget;
}

export function trainingFacts(s: TrainingDetail): TrainingFacts {
  if ('template' in s) {
    const { template } = s;
    const overlay = packageOverlay(s);
    return {
      kind: 'template',
      title: template.title,
      summary: `${template.weeks} ${template.weeks === 1 ? 'week' : 'weeks'}${
        template.training_category ? ` · ${template.training_category.name}` : ''
      }`,
      totalWeeks: template.weeks,
      message: overlay?.message ?? null,
      dateAction: overlay?.action ?? null,
      dateTarget: () => ({ kind: 'template', subscription: s }),
    };
  }
  const line = coachingLine(s);
  return {
    kind: 'coaching',
    title: s.coaching.title,
    summary: [planLabel(s.coaching_plan), s.coaching_trainer && `By: ${s.coaching_trainer.name}`]
      .filter(Boolean)
      .join(' · '),
    totalWeeks: s.subscribed_weeks,
    message: line.message,
    dateAction: line.action === 'set-date' || line.action === 'change-date' ? line.action : null,
    dateTarget: (change) => ({ kind: 'coaching', subscription: s, change }),
  };
}

import { COACHING_PLANS, CONSULTATION_PLANS, type CartItemType } from '@oxstrength/shared/constants';
import { isOffered } from '@oxstrength/shared/pricing';
import type { Programme, ProgrammeKind } from '../api/programmes-api';

/** What differs between coaching and consultations; everything else is shared. */
export interface ProgrammeKindConfig {
  kind: ProgrammeKind;
  onModel: CartItemType;
  listPath: string;
  /** The side menu label and the list page heading. */
  menuLabel: string;
  heading: string;
  /** The NotAvailable type and the "not found" wording. */
  plural: string;
  singular: string;
  plans: readonly { value: string; label: string }[];
}

export const PROGRAMME_KINDS: Record<ProgrammeKind, ProgrammeKindConfig> = {
  coaching: {
    kind: 'coaching',
    onModel: 'Coaching',
    listPath: '/coaching',
    menuLabel: 'One on One Online',
    heading: 'One on One Online Coaching',
    plural: 'Coachings',
    singular: 'Coaching',
    plans: COACHING_PLANS,
  },
  consultation: {
    kind: 'consultation',
    onModel: 'Consultation',
    listPath: '/consultation',
    menuLabel: 'One on One Consultation',
    heading: 'One on One Consultation',
    plural: 'Consultations',
    singular: 'Consultation',
    plans: CONSULTATION_PLANS,
  },
};

export type ProgrammeRate = Programme['rates'][number];

export interface OfferedPlan {
  value: string;
  label: string;
  price: number;
  discountedPrice: number;
}

/**
 * The plans a trainer's rate row offers, in the kind's plan order: a plan is shown only when its discounted
 * rate exists and is positive (rate fields are `<plan>_rate` and `discounted_<plan>_rate`).
 */
export function offeredPlans(config: ProgrammeKindConfig, rate: ProgrammeRate): OfferedPlan[] {
  const fields = rate as unknown as Record<string, number | null | undefined>;
  return config.plans.flatMap(({ value, label }) => {
    const discounted = fields[`discounted_${value}_rate`];
    if (!isOffered(discounted)) return [];
    const price = fields[`${value}_rate`];
    return [
      {
        value,
        label,
        price: typeof price === 'number' && price > discounted ? price : discounted,
        discountedPrice: discounted,
      },
    ];
  });
}

import type { TrainerSummary } from '@oxstrength/shared/contracts/common';
import type { TrainerSummaryRow } from './trainer-summary';

/** A trainer summary row as the reply shape trainerSummaryJson (packages/shared/src/contracts/common.ts). */
export const toTrainerSummary = (r: TrainerSummaryRow): TrainerSummary => ({
  _id: r.id,
  slug: r.slug,
  name: r.name,
  profile_pic: r.profilePic,
  designation: r.designation,
  training_category: r.categoryId && r.categoryName ? { _id: r.categoryId, name: r.categoryName } : null,
  is_verified: r.isVerified ?? false,
});

/**
 * Catalogue records as the API returns them (docs: /api/docs). The shapes are the API's reply contracts in
 * packages/shared/src/contracts: only types come from there (`export type`), so zod stays out of the pages.
 * Money fields are rupees.
 */

export type { Discount, ProductRate, Ref, TrainerSummary } from '@oxstrength/shared/contracts/common';
export type { Paged } from '@oxstrength/shared/contracts/reply';
export type { Brand, Category, ProductCategory } from '@oxstrength/shared/contracts/categories';
export type { Template, TemplateCard } from '@oxstrength/shared/contracts/templates';
export type { Product, ProductCard } from '@oxstrength/shared/contracts/products';
export type {
  Coaching,
  CoachingCard,
  Consultation,
  ConsultationCard,
} from '@oxstrength/shared/contracts/programmes';
export type { Review, ReviewPageReply as ReviewPage } from '@oxstrength/shared/contracts/reviews';
export type { Media, Testimonial } from '@oxstrength/shared/contracts/media';
export type { CoachingAchievement, PersonalAchievement } from '@oxstrength/shared/contracts/trainers';
export type { TrainerPublicProfile as TrainerProfile } from '@oxstrength/shared/contracts/users';

export type ReviewableKind = 'template' | 'product' | 'coaching' | 'consultation';

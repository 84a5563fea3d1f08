import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CoachingAchievement, PersonalAchievement } from '@oxstrength/shared/contracts/trainers';
import type { Testimonial } from '@oxstrength/shared/contracts/media';
import type { TrainerPublicProfile as TrainerProfile } from '@oxstrength/shared/contracts/users';
import type { TrainerSummary } from '@oxstrength/shared/contracts/common';

/**
 * A public profile: trainers carry the trainer fields (with `_id` and `user_type`); anyone else shows only the
 * common fields, without id or role, and is not a trainer page.
 */
export type PublicProfile =
  | TrainerProfile
  | (Pick<TrainerProfile, 'name' | 'slug' | 'profile_pic' | 'about' | 'designation'> & {
      _id?: undefined;
      user_type?: undefined;
    });

export const isTrainerProfile = (user: PublicProfile): user is TrainerProfile => user.user_type === 'Trainer';

/** GET /user/trainers */
export const trainersQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'trainers'],
    queryFn: ({ signal }) =>
      api<{ trainers?: TrainerSummary[] }>('/user/trainers', { signal }).then((r) => r.trainers ?? []),
    staleTime: 5 * 60_000,
  });

/** GET /user/profile/{slug} */
export const trainerProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'trainer', slug],
    queryFn: ({ signal }) =>
      api<{ user: PublicProfile }>(`/user/profile/${encodeURIComponent(slug)}`, { signal }).then(
        (r) => r.user,
      ),
  });

/** GET /trainer/reviews/{id}: testimonials about one trainer. */
export const trainerTestimonialsQuery = (trainerId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'trainer', trainerId, 'reviews'],
    queryFn: ({ signal }) =>
      api<{ reviews?: Testimonial[] }>(`/trainer/reviews/${trainerId}`, { signal }).then(
        (r) => r.reviews ?? [],
      ),
  });

/** GET /trainer/achievements/personal/{id} */
export const personalAchievementsQuery = (trainerId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'trainer', trainerId, 'achievements', 'personal'],
    queryFn: ({ signal }) =>
      api<{ achievements?: PersonalAchievement[] }>(`/trainer/achievements/personal/${trainerId}`, {
        signal,
      }).then((r) => r.achievements ?? []),
  });

/** GET /trainer/achievements/coaching/{id} */
export const coachingAchievementsQuery = (trainerId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'trainer', trainerId, 'achievements', 'coaching'],
    queryFn: ({ signal }) =>
      api<{ achievements?: CoachingAchievement[] }>(`/trainer/achievements/coaching/${trainerId}`, {
        signal,
      }).then((r) => r.achievements ?? []),
  });

/** GET /testimonials: the general ones shown on the home page. */
export const testimonialsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'testimonials'],
    queryFn: ({ signal }) =>
      api<{ testimonials?: Testimonial[] }>('/testimonials', { signal }).then((r) => r.testimonials ?? []),
    staleTime: 5 * 60_000,
  });

import { trainerSummaryJson, type TrainerSummary } from '@oxstrength/shared/contracts/common';
import { mediaJson, testimonialJson, type Media, type Testimonial } from '@oxstrength/shared/contracts/media';
import {
  coachingAchievementJson,
  personalAchievementJson,
  type CoachingAchievement,
  type PersonalAchievement,
} from '@oxstrength/shared/contracts/trainers';
import {
  basicPublicProfileJson,
  trainerPublicProfileJson,
  type BasicPublicProfile,
  type TrainerPublicProfile,
} from '@oxstrength/shared/contracts/users';

/** Trainer records shaped like the API's replies: each builder parses with the API's reply contract. */

export const trainerProfile = (overrides: Partial<TrainerPublicProfile> = {}): TrainerPublicProfile =>
  trainerPublicProfileJson.parse({
    _id: 't1',
    slug: 'asha-gurung',
    name: 'Asha Gurung',
    profile_pic: '/images/catalogue/trainers/asha-gurung.jpg',
    designation: 'Head Powerlifting Coach',
    training_category: { _id: 'tc1', name: 'Powerlifting' },
    is_verified: true,
    about: '<p>Ten years of coaching lifters in Kathmandu.</p>',
    user_type: 'Trainer',
    address: { area: 'Baneshwor', district: 'Kathmandu', country: 'Nepal' },
    social: {
      facebook: 'https://facebook.com/asha',
      instagram: 'https://instagram.com/asha',
      twitter: '',
      tiktok: '',
    },
    ...overrides,
  });

/** A client's or an admin's public profile: no id and no role. */
export const basicProfile = (overrides: Partial<BasicPublicProfile> = {}): BasicPublicProfile =>
  basicPublicProfileJson.parse({
    name: 'Asha Gurung',
    slug: 'asha-gurung',
    profile_pic: null,
    about: null,
    designation: null,
    ...overrides,
  });

export const testimonial = (
  n: number,
  review = `Great coach number ${n}.`,
  overrides: Partial<Testimonial> = {},
): Testimonial =>
  testimonialJson.parse({
    _id: `tm${n}`,
    profile_pic: null,
    review,
    name: `Client ${n}`,
    designation: `Lifter ${n}`,
    ...overrides,
  });

export const media = (n: number, kind: Media['kind'], overrides: Partial<Media> = {}): Media =>
  mediaJson.parse({
    _id: `m${n}`,
    kind,
    url: kind === 'image' ? `/images/catalogue/media/image-${n}.jpg` : `/videos/catalogue/video-${n}.webm`,
    thumbnail: kind === 'video' ? `/videos/catalogue/video-${n}.webp` : null,
    title: `${kind === 'image' ? 'Photo' : 'Video'} ${n}`,
    width: kind === 'image' ? 1280 : 640,
    height: kind === 'image' ? 720 : 360,
    ...overrides,
  });

export const trainerSummary = (n: number, overrides: Partial<TrainerSummary> = {}): TrainerSummary =>
  trainerSummaryJson.parse({
    _id: `t${n}`,
    slug: `trainer-${n}`,
    name: `Trainer ${n}`,
    profile_pic: null,
    designation: 'Strength Coach',
    training_category: { _id: 'tc1', name: 'Powerlifting' },
    is_verified: true,
    ...overrides,
  });

export const personalAchievement = (overrides: Partial<PersonalAchievement> = {}): PersonalAchievement =>
  personalAchievementJson.parse({
    _id: 'p1',
    achievement: 'National Champion',
    year: 2022,
    venue: 'Pokhara',
    sub_achievements: [],
    ...overrides,
  });

export const coachingAchievement = (overrides: Partial<CoachingAchievement> = {}): CoachingAchievement =>
  coachingAchievementJson.parse({
    _id: 'c1',
    name: 'Bikash Rai',
    profile_pic: null,
    designation: 'Lifter',
    achievements: [],
    ...overrides,
  });

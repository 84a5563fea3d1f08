import type { Media, Testimonial, TrainerProfile, TrainerSummary } from '../../../lib/catalogue/types';

export const trainerProfile = (overrides: Partial<TrainerProfile> = {}): TrainerProfile => ({
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

export const testimonial = (n: number, review = `Great coach number ${n}.`): Testimonial => ({
  _id: `tm${n}`,
  profile_pic: null,
  review,
  name: `Client ${n}`,
  designation: `Lifter ${n}`,
});

export const media = (n: number, kind: Media['kind']): Media => ({
  _id: `m${n}`,
  kind,
  url: `/images/catalogue/media/${kind}-${n}.${kind === 'image' ? 'jpg' : 'mp4'}`,
  thumbnail: kind === 'video' ? `/images/catalogue/media/poster-${n}.jpg` : null,
  title: `${kind === 'image' ? 'Photo' : 'Video'} ${n}`,
  width: 1280,
  height: 720,
});

export const trainerSummary = (n: number): TrainerSummary => ({
  _id: `t${n}`,
  slug: `trainer-${n}`,
  name: `Trainer ${n}`,
  profile_pic: null,
  designation: 'Strength Coach',
  training_category: { _id: 'tc1', name: 'Powerlifting' },
  is_verified: true,
});

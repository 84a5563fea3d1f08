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
  url: kind === 'image' ? `/images/catalogue/media/image-${n}.jpg` : `/videos/catalogue/video-${n}.webm`,
  thumbnail: kind === 'video' ? `/videos/catalogue/video-${n}.webp` : null,
  title: `${kind === 'image' ? 'Photo' : 'Video'} ${n}`,
  width: kind === 'image' ? 1280 : 640,
  height: kind === 'image' ? 720 : 360,
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

import { z } from 'zod';
import { success } from './reply';

/** Media replies: GET /multimedias/app, /multimedias/trainer/{id}, /testimonials, /trainer/reviews/{id}. */

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaJson = z.object({
  _id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  url: z.string(),
  thumbnail: z.string().nullable().describe('Poster image of a video'),
  title: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Media = z.infer<typeof mediaJson>;

export const testimonialJson = z.object({
  _id: z.string(),
  profile_pic: z.string().nullable(),
  review: z.string(),
  name: z.string(),
  designation: z.string(),
});
export type Testimonial = z.infer<typeof testimonialJson>;

export const mediaReply = success({ media: z.array(mediaJson) });
export type MediaReply = z.infer<typeof mediaReply>;

export const testimonialsReply = success({ testimonials: z.array(testimonialJson) });
export type TestimonialsReply = z.infer<typeof testimonialsReply>;

/** GET /trainer/reviews/{id}: testimonials about a trainer. */
export const trainerTestimonialsReply = success({ reviews: z.array(testimonialJson) });
export type TrainerTestimonialsReply = z.infer<typeof trainerTestimonialsReply>;

import { z } from 'zod';
import type { MediaRow, TestimonialRow } from './media.repository';

export const MEDIA_KINDS = ['image', 'video'] as const;

export const mediaJson = z.object({
  _id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  url: z.string(),
  thumbnail: z.string().nullable().describe('Poster image of a video'),
  title: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const toMedia = (m: MediaRow): z.infer<typeof mediaJson> => ({
  _id: m.id,
  kind: m.kind,
  url: m.url,
  thumbnail: m.thumbnail,
  title: m.title,
  width: m.width,
  height: m.height,
});

export const testimonialJson = z.object({
  _id: z.string(),
  profile_pic: z.string().nullable(),
  review: z.string(),
  name: z.string(),
  designation: z.string(),
});

export const toTestimonial = (t: TestimonialRow): z.infer<typeof testimonialJson> => ({
  _id: t.id,
  profile_pic: t.profilePic,
  review: t.review,
  name: t.name,
  designation: t.designation,
});

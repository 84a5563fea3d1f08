import type { Media, Testimonial } from '@oxstrength/shared/contracts/media';
import type { MediaRow, TestimonialRow } from '../trainers/trainers.service';

/** Rows as the reply shapes mediaJson and testimonialJson (packages/shared/src/contracts/media.ts). */

export const toMedia = (m: MediaRow): Media => ({
  _id: m.id,
  kind: m.kind,
  url: m.url,
  thumbnail: m.thumbnail,
  title: m.title,
  width: m.width,
  height: m.height,
});

export const toTestimonial = (t: TestimonialRow): Testimonial => ({
  _id: t.id,
  profile_pic: t.profilePic,
  review: t.review,
  name: t.name,
  designation: t.designation,
});

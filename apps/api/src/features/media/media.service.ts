import type { Db } from '../../db/client';
import { findMedia, findTestimonials, requireTrainer, type MediaKind } from '../trainers/trainers.service';
import { toMedia, toTestimonial } from './media-json';

export const appMedia = async (db: Db, kind?: MediaKind) => ({
  media: (await findMedia(db, null, kind)).map(toMedia),
});

export async function trainerMedia(db: Db, trainerId: string, kind?: MediaKind) {
  await requireTrainer(db, trainerId);
  return { media: (await findMedia(db, trainerId, kind)).map(toMedia) };
}

/** The general testimonials (about OxStrength as a whole). */
export const generalTestimonials = async (db: Db) => ({
  testimonials: (await findTestimonials(db, null)).map(toTestimonial),
});

export async function trainerTestimonials(db: Db, trainerId: string) {
  await requireTrainer(db, trainerId);
  return { reviews: (await findTestimonials(db, trainerId)).map(toTestimonial) };
}

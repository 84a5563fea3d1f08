import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { multimedia, testimonials } from '../../db/schema/trainers';

export type MediaKind = (typeof multimedia.kind.enumValues)[number];
export type MediaRow = typeof multimedia.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;

/** A trainer's media, or the app's own gallery when trainerId is null; by position. */
export function findMedia(db: Db, trainerId: string | null, kind?: MediaKind): Promise<MediaRow[]> {
  const conditions: SQL[] = [
    trainerId === null ? isNull(multimedia.trainerId) : eq(multimedia.trainerId, trainerId),
  ];
  if (kind) conditions.push(eq(multimedia.kind, kind));
  return db
    .select()
    .from(multimedia)
    .where(and(...conditions))
    .orderBy(asc(multimedia.position), asc(multimedia.createdAt), asc(multimedia.id));
}

/** Testimonials about a trainer, or the general ones about OxStrength when trainerId is null; by position. */
export const findTestimonials = (db: Db, trainerId: string | null): Promise<TestimonialRow[]> =>
  db
    .select()
    .from(testimonials)
    .where(trainerId === null ? isNull(testimonials.trainerId) : eq(testimonials.trainerId, trainerId))
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt), asc(testimonials.id));

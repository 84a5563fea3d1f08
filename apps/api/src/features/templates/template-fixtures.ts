import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { templateDayActivities, templates, type TemplateDetail } from '../../db/schema/templates';
import { users } from '../../db/schema/users';
import { slugify } from '../../lib/slug';

/** Test fixtures for templates, written straight to the database. Prices are paisa, as stored. */

/** Default creation times one second apart, in insertion order, so "latest" never ties. */
let clock = Date.now() - 24 * 60 * 60 * 1000;
const nextCreatedAt = () => new Date((clock += 1000));

export interface TemplateFixture {
  title: string;
  price?: number;
  weeks?: number;
  discount?: { active: boolean; title?: string; percentage: number };
  trainingCategoryId?: string;
  templateCategoryId?: string;
  trainerId?: string;
  featured?: boolean;
  published?: boolean;
  soldCount?: number;
  averageRating?: number;
  ratingCount?: number;
  createdAt?: Date;
  detail?: Partial<TemplateDetail>;
  whatsInside?: string[];
}

export async function insertTemplate(db: Db, t: TemplateFixture): Promise<{ id: string; slug: string }> {
  const slug = slugify(t.title);
  const [row] = await db
    .insert(templates)
    .values({
      slug,
      title: t.title,
      cover: `/images/catalogue/templates/${slug}.svg`,
      price: t.price ?? 100_000,
      discountActive: t.discount?.active ?? false,
      discountTitle: t.discount?.title ?? null,
      discountPercentage: t.discount?.percentage ?? 0,
      weeks: t.weeks ?? 12,
      trainingCategoryId: t.trainingCategoryId ?? null,
      templateCategoryId: t.templateCategoryId ?? null,
      trainerId: t.trainerId ?? null,
      featured: t.featured ?? false,
      published: t.published ?? true,
      soldCount: t.soldCount ?? 0,
      averageRating: t.averageRating ?? 0,
      ratingCount: t.ratingCount ?? 0,
      createdAt: t.createdAt ?? nextCreatedAt(),
      detail: {
        program_description: '<p>A programme.</p>',
        requirement: 'A barbell',
        difficulty: 'Intermediate',
        who_is_it_for: 'Lifters',
        lifting_frequency: '4 days a week',
        disclaimer: 'Consult a doctor first.',
        ...t.detail,
      },
      whatsInside: t.whatsInside ?? [],
    })
    .returning({ id: templates.id, slug: templates.slug });
  return row;
}

/** One activity per (week, day) pair given, plus a second one on the first day to check days are distinct. */
export async function insertSchedule(db: Db, templateId: string, days: [week: number, day: number][]) {
  await db
    .insert(templateDayActivities)
    .values(
      days.flatMap(([week, day], i) => [
        { templateId, week, day, position: 0, movement: 'Back squat', sets: '5', reps: '5' },
        ...(i === 0
          ? [{ templateId, week, day, position: 1, movement: 'Bench press', sets: '3', reps: '8' }]
          : []),
      ]),
    );
}

export async function insertTrainer(db: Db, name: string): Promise<{ id: string; slug: string }> {
  const slug = `${slugify(name)}-${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({ name, email: `${slug}@fixtures.test`, slug, userType: 'Trainer' })
    .returning({ id: users.id, slug: users.slug });
  return row;
}

import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { trainingCategories } from '../schema/categories';
import { forumCommentReactions, forumComments, forumReactions, forums } from '../schema/forum';
import { users } from '../schema/users';
import { slugify } from '../../lib/slug';
import { demoSignIn, insertDemoUser } from './demo-users';
import { DEMO_INBOX_CLIENTS } from './demo-staff-inbox';

/**
 * Demo discussions (issue 21), so a fresh `npm start` forum is not empty: questions across categories with
 * comments, replies and reactions by the demo client, the demo trainer and the inbox clients (members: they hold
 * subscriptions). The counts are computed from the stored rows at the end. Skipped once any discussion exists.
 */

interface DemoComment {
  by: string;
  text: string;
  replies?: { by: string; text: string }[];
  likedBy?: string[];
}

interface DemoDiscussion {
  by: string;
  category: string;
  topic: string;
  description: string;
  daysAgo: number;
  featured?: boolean;
  likedBy?: string[];
  dislikedBy?: string[];
  comments?: DemoComment[];
}

const CLIENT = demoSignIn('Client').email;
const TRAINER = demoSignIn('Trainer').email;
const [ANITA, BIKASH, KIRAN] = DEMO_INBOX_CLIENTS.map((c) => c.email) as [string, string, string];

const DISCUSSIONS: DemoDiscussion[] = [
  {
    by: CLIENT,
    category: 'powerlifting',
    topic: 'How do I stop my hips shooting up in the deadlift?',
    description:
      'Week 3 of my template and my hips rise first on heavier pulls.\nI have filmed it from the side: the bar drifts forward as well. Any cues that worked for you?',
    daysAgo: 2,
    featured: true,
    likedBy: [ANITA, KIRAN, TRAINER],
    comments: [
      {
        by: TRAINER,
        text: 'Think "push the floor away" rather than "pull the bar". Take the slack out of the bar before the plates leave the floor.',
        likedBy: [CLIENT, ANITA],
        replies: [
          { by: CLIENT, text: 'That cue helped a lot today, thank you!' },
          { by: KIRAN, text: 'Same problem here: pausing just off the floor for a few sets fixed mine.' },
          { by: ANITA, text: 'Filming every top set keeps me honest too.' },
        ],
      },
      { by: BIKASH, text: 'Check your hamstrings too. Romanian deadlifts in the accessory work helped me.' },
    ],
  },
  {
    by: ANITA,
    category: 'nutrition',
    topic: 'Vegetarian protein ideas on a dal bhat diet?',
    description:
      'I eat dal bhat twice a day and struggle to reach my protein target. Which foods do you add? Paneer gets expensive.',
    daysAgo: 4,
    featured: true,
    likedBy: [CLIENT, BIKASH],
    comments: [
      {
        by: TRAINER,
        text: 'Double the dal, add soybean (bhatmas) as a snack, curd with lunch, and eggs if you eat them. A whey scoop closes the gap.',
        likedBy: [ANITA, KIRAN],
        replies: [{ by: ANITA, text: 'Bhatmas sadeko it is. Thanks!' }],
      },
      { by: KIRAN, text: 'Chana and chickpea curry twice a week works for me.' },
      { by: CLIENT, text: 'Sprouted mung beans in the morning are cheap and filling.' },
    ],
  },
  {
    by: KIRAN,
    category: 'strength-and-conditioning',
    topic: 'Training for a trek to Everest Base Camp in 12 weeks',
    description:
      'I leave in three months. Should I focus on stairs with a loaded pack, or keep squatting heavy? Anyone done it?',
    daysAgo: 6,
    dislikedBy: [BIKASH],
    likedBy: [CLIENT],
    comments: [
      {
        by: TRAINER,
        text: 'Both: keep two strength days and add long loaded hikes at the weekend, building up the pack weight each week.',
      },
    ],
  },
  {
    by: BIKASH,
    category: 'mobility',
    topic: 'Ankle mobility for deeper squats',
    description: 'My heels lift at the bottom of the squat. What mobility drills do you do before training?',
    daysAgo: 9,
    comments: [{ by: CLIENT, text: 'Knee-to-wall drills for two minutes each side before every session.' }],
  },
  {
    by: TRAINER,
    category: 'fat-loss',
    topic: 'Walking after meals: worth it?',
    description:
      'A short walk after dal bhat is a habit in many homes. Here is what the research says, and why it helps with fat loss and blood sugar. Tell us how you fit it in!',
    daysAgo: 12,
    likedBy: [CLIENT, ANITA, BIKASH, KIRAN],
  },
];

const DAY_MS = 86_400_000;

export async function seedDemoForum(db: Db, now = new Date()) {
  const [{ n }] = await db.select({ n: count() }).from(forums);
  if (n > 0) return;
  await insertDemoUser(db, demoSignIn('Client'));
  await insertDemoUser(db, demoSignIn('Trainer'));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [CLIENT, TRAINER, ANITA, BIKASH, KIRAN]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const categories = await db
    .select({ id: trainingCategories.id, slug: trainingCategories.slug })
    .from(trainingCategories);
  const categoryOf = new Map(categories.map((c) => [c.slug, c.id]));
  const person = (email: string) => idOf.get(email);

  await db.transaction(async (tx) => {
    for (const d of DISCUSSIONS) {
      const authorId = person(d.by);
      const trainingCategoryId = categoryOf.get(d.category);
      if (!authorId || !trainingCategoryId) continue;
      const at = (minutes: number) => new Date(now.getTime() - d.daysAgo * DAY_MS + minutes * 60_000);
      const [forum] = await tx
        .insert(forums)
        .values({
          authorId,
          topic: d.topic,
          description: d.description,
          trainingCategoryId,
          slug: `${slugify(d.topic)}-demo`,
          featured: d.featured ?? false,
          views: 3 + (d.comments?.length ?? 0) * 7,
          createdAt: at(0),
        })
        .returning({ id: forums.id });
      const reactions = [
        ...(d.likedBy ?? []).map((e) => ({ e, value: 1 })),
        ...(d.dislikedBy ?? []).map((e) => ({ e, value: -1 })),
      ].flatMap(({ e, value }) => (person(e) ? [{ forumId: forum!.id, userId: person(e)!, value }] : []));
      if (reactions.length > 0) await tx.insert(forumReactions).values(reactions);

      let minute = 30;
      for (const c of d.comments ?? []) {
        const by = person(c.by);
        if (!by) continue;
        const [comment] = await tx
          .insert(forumComments)
          .values({ forumId: forum!.id, authorId: by, content: c.text, createdAt: at((minute += 45)) })
          .returning({ id: forumComments.id });
        const liked = (c.likedBy ?? []).flatMap((e) =>
          person(e) ? [{ commentId: comment!.id, userId: person(e)!, value: 1 }] : [],
        );
        if (liked.length > 0) await tx.insert(forumCommentReactions).values(liked);
        for (const r of c.replies ?? []) {
          const replyBy = person(r.by);
          if (!replyBy) continue;
          await tx.insert(forumComments).values({
            forumId: forum!.id,
            parentId: comment!.id,
            authorId: replyBy,
            content: r.text,
            createdAt: at((minute += 20)),
          });
        }
      }
    }
    // Every count from the stored rows.
    await tx.execute(sql`
      UPDATE forum_comments c SET
        likes = (SELECT count(*) FROM forum_comment_reactions r WHERE r.comment_id = c.id AND r.value = 1),
        dislikes = (SELECT count(*) FROM forum_comment_reactions r WHERE r.comment_id = c.id AND r.value = -1),
        comments_count = (SELECT count(*) FROM forum_comments s WHERE s.parent_id = c.id AND s.hidden_at IS NULL)`);
    await tx.execute(sql`
      UPDATE forums f SET
        likes = (SELECT count(*) FROM forum_reactions r WHERE r.forum_id = f.id AND r.value = 1),
        dislikes = (SELECT count(*) FROM forum_reactions r WHERE r.forum_id = f.id AND r.value = -1),
        comments_count = (SELECT count(*) FROM forum_comments c
          WHERE c.forum_id = f.id AND c.parent_id IS NULL AND c.hidden_at IS NULL)`);
  });
}

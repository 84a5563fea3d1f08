import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ACTIVE_MEMBER } from '@oxstrength/shared/schemas/forum';
import { auth, createTestApp } from '../../../test/test-app';
import { auditEntries } from '../../db/schema/audit';
import { forumComments, forums } from '../../db/schema/forum';
import { makeTrainingCategory, makeUser } from '../trainers/trainer-fixtures';
import { multipartBody, pngImage } from '../uploads/upload-fixtures';
import { POSTING_TOO_FAST } from './forum.routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let categoryId: string;
let otherCategoryId: string;

interface Person {
  id: string;
  name: string;
  email: string;
  slug: string;
  token: string;
}

async function person(values: Parameters<typeof makeUser>[1] = {}): Promise<Person> {
  const user = await makeUser(t.db, values);
  return { id: user.id, name: user.name, email: user.email, slug: user.slug, token: t.app.issueToken(user) };
}
const member = (name = 'Member') => person({ name, isActiveMember: true });

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Person, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? auth(who.token) : {},
    ...(payload ? { payload } : {}),
  });
  return { statusCode: res.statusCode, body: res.json(), raw: res.body };
}

async function ask(who: Person, values: Record<string, unknown> = {}) {
  const res = await call('POST', '/forum', who, {
    topic: 'How often should I deadlift?',
    description: 'Twice a week feels heavy.\nIs once enough?',
    training_category: categoryId,
    ...values,
  });
  expect(res.statusCode).toBe(201);
  return res.body.forum as { _id: string; [k: string]: unknown };
}

async function comment(who: Person, forum: string, content: string, parent?: string) {
  const res = await call('POST', '/forum/comment', who, {
    forum,
    content,
    ...(parent ? { comment: parent } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.body.comment as { _id: string; [k: string]: unknown };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(forums); // the demo discussions
  categoryId = (await makeTrainingCategory(t.db, 'Powerlifting')).id;
  otherCategoryId = (await makeTrainingCategory(t.db, 'Yoga')).id;
});
afterAll(() => t.close());

describe('who may do what', () => {
  let forumId: string;
  let commentId: string;
  let client: Person;
  beforeAll(async () => {
    const author = await member('Author');
    forumId = (await ask(author))._id;
    commentId = (await comment(author, forumId, 'First!'))._id;
    client = await person({ name: 'Product Buyer' });
  });

  it('lets a visitor read the list (has_liked null, authors without email) but nothing else', async () => {
    const list = await call('GET', '/forums');
    expect(list.statusCode).toBe(200);
    expect(list.body.forums[0]).toMatchObject({ _id: forumId, has_liked: null });
    expect(Object.keys(list.body.forums[0].author).sort()).toEqual(['_id', 'name', 'profile_pic', 'slug']);
    expect(list.raw).not.toContain('@example.test');
    expect((await call('GET', `/forum/${forumId}`)).statusCode).toBe(401);
    expect((await call('GET', `/forum/comments/${forumId}`)).statusCode).toBe(401);
    expect((await call('POST', '/forum/like', undefined, { forum: forumId })).statusCode).toBe(401);
  });

  it("answers 403 with the spec's message to a client who is not an active member, on every listed route", async () => {
    const attempts = [
      call('GET', `/forum/${forumId}`, client),
      call('GET', `/forum/comments/${forumId}`, client),
      call('GET', `/forum/comment/subcomments/${commentId}`, client),
      call('POST', '/forum', client, { topic: 'Hi', description: 'There', training_category: categoryId }),
      call('POST', '/forum/comment', client, { forum: forumId, content: 'Hello' }),
      call('POST', '/forum/like', client, { forum: forumId }),
      call('POST', '/forum/dislike', client, { forum: forumId }),
      call('POST', '/forum/comment/like', client, { comment: commentId }),
      call('POST', '/forum/comment/dislike', client, { comment: commentId }),
    ];
    for (const res of await Promise.all(attempts))
      expect(res).toMatchObject({ statusCode: 403, body: { status: 'error', message: NOT_ACTIVE_MEMBER } });
    expect((await call('GET', '/forums', client)).statusCode).toBe(200);
  });

  it('answers that 403 before reading the body: an empty one is not a 422 to a non-member', async () => {
    for (const url of ['/forum', '/forum/comment', '/forum/like', '/forum/comment/dislike']) {
      const res = await call('POST', url, client, {});
      expect([url, res.statusCode, res.body.message]).toEqual([url, 403, NOT_ACTIVE_MEMBER]);
    }
  });

  it('does not restrict trainers and admins', async () => {
    for (const userType of ['Trainer', 'Admin'] as const) {
      const staff = await person({ userType });
      expect((await call('GET', `/forum/${forumId}`, staff)).statusCode).toBe(200);
      expect(
        (await call('POST', '/forum/comment', staff, { forum: forumId, content: 'Noted' })).statusCode,
      ).toBe(201);
    }
  });

  it('answers 404 for a discussion or comment that does not exist', async () => {
    const m = await member();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/forum/${missing}`, m)).body.message).toBe('Discussion not found');
    expect((await call('POST', '/forum/like', m, { forum: missing })).statusCode).toBe(404);
    expect((await call('POST', '/forum/comment/like', m, { comment: missing })).statusCode).toBe(404);
    expect((await call('GET', `/forum/comments/${missing}`, m)).body.message).toBe('Discussion not found');
    expect((await call('GET', `/forum/comment/subcomments/${missing}`, m)).body.message).toBe(
      'Comment not found',
    );
    expect((await call('GET', '/forum/not-an-id', m)).statusCode).toBe(400);
  });
});

describe('POST /forum', () => {
  it('posts a discussion with the spec fields and message', async () => {
    const m = await member('Sita Rai');
    const res = await call('POST', '/forum', m, {
      topic: '  <script>alert(1)</script> form check  ',
      description: 'Line one\nLine two https://example.com',
      training_category: categoryId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Your question has been posted');
    expect(res.body.forum).toMatchObject({
      author: { _id: m.id, name: 'Sita Rai', slug: m.slug, profile_pic: null },
      topic: '<script>alert(1)</script> form check',
      description: 'Line one\nLine two https://example.com',
      training_category: { _id: categoryId, name: 'Powerlifting' },
      cover_image: null,
      likes: 0,
      dislikes: 0,
      has_liked: null,
      comments_count: 0,
      views: 0,
      featured: false,
    });
    expect(res.body.forum.slug).toMatch(/^script-alert-1-script-form-check-[0-9a-f]{6}$/);
  });

  it('takes a cover the author uploaded through the upload storage, and refuses any other link', async () => {
    const m = await member();
    const { payload, headers } = multipartBody(await pngImage(), 'cover.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/forum-cover',
      headers: { ...auth(m.token), ...headers },
      payload,
    });
    expect(upload.statusCode).toBe(201);
    const url = upload.json().url as string;
    expect(url).toMatch(/forum\/\d{13}-[0-9a-f]{8}\.webp$/);
    const forum = await ask(m, { cover_image: url });
    expect(forum.cover_image).toBe(url);
    const other = await member();
    const stolen = await call('POST', '/forum', other, {
      topic: 'x',
      description: 'y',
      training_category: categoryId,
      cover_image: url,
    });
    expect(stolen).toMatchObject({
      statusCode: 422,
      body: { errors: { cover_image: 'Upload the image again' } },
    });
    const foreign = await call('POST', '/forum', m, {
      topic: 'x',
      description: 'y',
      training_category: categoryId,
      cover_image: 'javascript:alert(1)',
    });
    expect(foreign.statusCode).toBe(422);
  });

  it('refuses bad input with the spec messages', async () => {
    const m = await member();
    const post = (body: object) => call('POST', '/forum', m, body);
    expect((await post({ description: 'x', training_category: categoryId })).body.errors).toEqual({
      topic: 'Topic is required',
    });
    expect(
      (await post({ topic: 'x'.repeat(301), description: 'x', training_category: categoryId })).body.errors,
    ).toEqual({ topic: 'Topic must be at most 300 characters' });
    const ok300 = await post({ topic: 'x'.repeat(300), description: 'x', training_category: categoryId });
    expect(ok300.statusCode).toBe(201);
    expect(
      (await post({ topic: 'x', description: '   ', training_category: categoryId })).body.errors,
    ).toEqual({
      description: 'Description is required',
    });
    expect((await post({ topic: 'x', description: 'y' })).body.errors).toEqual({
      training_category: 'Training category is required',
    });
    const unknown = await post({
      topic: 'x',
      description: 'y',
      training_category: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({
      statusCode: 422,
      body: { errors: { training_category: 'Training category is required' } },
    });
  });

  it('limits posting per user with a clear 429 message (discussions and comments together)', async () => {
    const m = await member();
    const other = await member();
    const first = await ask(m);
    for (let i = 1; i < 10; i++) await comment(m, first._id, `comment ${i}`);
    const limited = await call('POST', '/forum/comment', m, { forum: first._id, content: 'one more' });
    expect(limited).toMatchObject({ statusCode: 429, body: { status: 'error', message: POSTING_TOO_FAST } });
    expect(
      (await call('POST', '/forum', m, { topic: 'a', description: 'b', training_category: categoryId }))
        .statusCode,
    ).toBe(429);
    expect(
      (await call('POST', '/forum/comment', other, { forum: first._id, content: 'mine' })).statusCode,
    ).toBe(201);
  });
});

describe('GET /forums', () => {
  let a: Person;
  let b: Person;
  let ids: string[];
  beforeAll(async () => {
    await t.db.delete(forums);
    a = await member('Anita');
    b = await member('Bikash');
    ids = [];
    for (let i = 0; i < 10; i++)
      ids.push(
        (
          await ask(i % 2 ? b : a, {
            topic: `Topic ${i}`,
            training_category: i < 3 ? otherCategoryId : categoryId,
          })
        )._id,
      );
  });

  it('pages the latest 8 first', async () => {
    const page1 = await call('GET', '/forums');
    expect(page1.body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 10 });
    expect(page1.body.forums.map((f: { _id: string }) => f._id)).toEqual([...ids].reverse().slice(0, 8));
    const page2 = await call('GET', '/forums?page=2&resultsPerPage=8&sort=latest');
    expect(page2.body.forums.map((f: { _id: string }) => f._id)).toEqual([ids[1], ids[0]]);
  });

  it('filters by category and author', async () => {
    const byCategory = await call('GET', `/forums?category=${otherCategoryId}`);
    expect(byCategory.body.forums.map((f: { _id: string }) => f._id).sort()).toEqual(ids.slice(0, 3).sort());
    const byAuthor = await call('GET', `/forums?author=${b.id}`);
    expect(byAuthor.body.totalDocuments).toBe(5);
    expect(byAuthor.body.forums.every((f: { author: { _id: string } }) => f.author._id === b.id)).toBe(true);
    expect((await call('GET', '/forums?sort=oldest')).body.message).toBe(
      'sort must be one of latest, popular, most_comments',
    );
  });

  it('sorts popular by views (one per viewer per day) and most_comments by comments', async () => {
    const viewers = [await member(), await member()];
    for (const v of viewers) {
      await call('GET', `/forum/${ids[2]}`, v);
      await call('GET', `/forum/${ids[2]}`, v); // the same day again: not counted
    }
    await call('GET', `/forum/${ids[5]}`, viewers[0]);
    const viewed = await call('GET', `/forum/${ids[2]}`, viewers[0]);
    expect(viewed.body.forum.views).toBe(2);
    const popular = await call('GET', '/forums?sort=popular&resultsPerPage=2');
    expect(popular.body.forums.map((f: { _id: string; views: number }) => [f._id, f.views])).toEqual([
      [ids[2], 2],
      [ids[5], 1],
    ]);

    await comment(a, ids[7], 'one');
    await comment(a, ids[7], 'two');
    await comment(a, ids[4], 'one');
    const commented = await call('GET', '/forums?sort=most_comments&resultsPerPage=2');
    expect(
      commented.body.forums.map((f: { _id: string; comments_count: number }) => [f._id, f.comments_count]),
    ).toEqual([
      [ids[7], 2],
      [ids[4], 1],
    ]);
  });

  it('lists featured discussions: an admin flag, audited; others get 403', async () => {
    const admin = await person({ userType: 'Admin' });
    expect((await call('PUT', `/forum/${ids[1]}/featured`, a, { featured: true })).statusCode).toBe(403);
    // Who may is checked before what is sent: a member sending nothing, or a malformed id, is still refused.
    expect((await call('PUT', `/forum/${ids[1]}/featured`, a, {})).statusCode).toBe(403);
    expect((await call('PUT', '/forum/not-an-id/featured', a, {})).statusCode).toBe(403);
    expect((await call('POST', '/forum/comment/not-an-id/hide', a)).statusCode).toBe(403);
    expect((await call('PUT', `/forum/${ids[1]}/featured`, admin, {})).statusCode).toBe(422);
    const res = await call('PUT', `/forum/${ids[1]}/featured`, admin, { featured: true });
    expect(res.body.forum.featured).toBe(true);
    const featured = await call('GET', '/forums?featured=true&resultsPerPage=4&sort=latest');
    expect(featured.body.forums.map((f: { _id: string }) => f._id)).toEqual([ids[1]]);
    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.recordId, ids[1]));
    expect(entry).toMatchObject({
      userId: admin.id,
      action: 'forum.feature',
      before: { featured: false },
      after: { featured: true },
    });
  });
});

describe('reactions', () => {
  let forumId: string;
  let commentId: string;
  let m: Person;
  beforeAll(async () => {
    m = await member();
    forumId = (await ask(await member()))._id;
    commentId = (await comment(m, forumId, 'Nice'))._id;
  });

  const react = (path: string, body: object, who = m) =>
    call('POST', path, who, body).then((r) => r.body.reaction);

  it('toggles on a discussion as section 4 says', async () => {
    expect(await react('/forum/like', { forum: forumId })).toEqual({
      _id: forumId,
      likes: 1,
      dislikes: 0,
      has_liked: true,
    });
    expect(await react('/forum/dislike', { forum: forumId })).toEqual({
      _id: forumId,
      likes: 0,
      dislikes: 1,
      has_liked: false,
    });
    expect(await react('/forum/dislike', { forum: forumId })).toEqual({
      _id: forumId,
      likes: 0,
      dislikes: 0,
      has_liked: null,
    });
    await react('/forum/like', { forum: forumId });
    const other = await member();
    await react('/forum/dislike', { forum: forumId }, other);
    expect((await call('GET', `/forum/${forumId}`, m)).body.forum).toMatchObject({
      likes: 1,
      dislikes: 1,
      has_liked: true,
    });
    expect((await call('GET', `/forum/${forumId}`, other)).body.forum.has_liked).toBe(false);
    const listed = (await call('GET', `/forums?resultsPerPage=50`, m)).body.forums.find(
      (f: { _id: string }) => f._id === forumId,
    );
    expect(listed.has_liked).toBe(true);
  });

  it('toggles on a comment the same way, and shows it in the list', async () => {
    expect(await react('/forum/comment/like', { comment: commentId })).toEqual({
      _id: commentId,
      likes: 1,
      dislikes: 0,
      has_liked: true,
    });
    expect(await react('/forum/comment/like', { comment: commentId })).toEqual({
      _id: commentId,
      likes: 0,
      dislikes: 0,
      has_liked: null,
    });
    await react('/forum/comment/dislike', { comment: commentId });
    const list = await call('GET', `/forum/comments/${forumId}`, m);
    expect(list.body.comments[0]).toMatchObject({ _id: commentId, likes: 0, dislikes: 1, has_liked: false });
  });

  it('keeps counts equal to the stored reactions when many toggle at once', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => member()));
    await Promise.all(people.map((p) => react('/forum/like', { forum: forumId }, p)));
    await Promise.all(
      people.map((p, i) => react(i % 2 ? '/forum/dislike' : '/forum/like', { forum: forumId }, p)),
    );
    // The earlier two: m likes, other dislikes. Even indexes took their like back; odd ones now dislike.
    const res = await call('GET', `/forum/${forumId}`, m);
    expect(res.body.forum).toMatchObject({ likes: 1, dislikes: 26 });
  });
});

describe('comments and replies', () => {
  let forumId: string;
  let m: Person;
  let commentIds: string[];
  beforeAll(async () => {
    m = await member();
    forumId = (await ask(m))._id;
    commentIds = [];
    for (let i = 0; i < 6; i++) commentIds.push((await comment(await member(), forumId, `Comment ${i}`))._id);
  });

  it('pages comments 5 at a time, newest first, with the spec fields', async () => {
    const page1 = await call('GET', `/forum/comments/${forumId}`, m);
    expect(page1.body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 6 });
    expect(page1.body.comments.map((c: { _id: string }) => c._id)).toEqual(
      [...commentIds].reverse().slice(0, 5),
    );
    expect(page1.body.comments[0]).toMatchObject({
      forum: forumId,
      comment: null,
      content: 'Comment 5',
      likes: 0,
      dislikes: 0,
      has_liked: null,
      comments_count: 0,
    });
    expect(page1.raw).not.toContain('@example.test');
    expect((await call('GET', `/forum/${forumId}`, m)).body.forum.comments_count).toBe(6);
  });

  it('adds replies to the parent comment count (not the discussion), paged 2 at a time', async () => {
    const parent = commentIds[0];
    for (let i = 0; i < 3; i++) await comment(m, forumId, `Reply ${i}`, parent);
    const replies = await call('GET', `/forum/comment/subcomments/${parent}`, m);
    expect(replies.body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 3 });
    expect(replies.body.comments.map((c: { content: string }) => c.content)).toEqual(['Reply 2', 'Reply 1']);
    expect(replies.body.comments[0].comment).toBe(parent);
    const [row] = await t.db.select().from(forumComments).where(eq(forumComments.id, parent));
    expect(row.commentsCount).toBe(3);
    expect((await call('GET', `/forum/${forumId}`, m)).body.forum.comments_count).toBe(6);
  });

  it('refuses a reply to a reply, an empty comment and a parent of another discussion', async () => {
    const reply = await comment(m, forumId, 'A reply', commentIds[1]);
    const again = await call('POST', '/forum/comment', m, {
      forum: forumId,
      comment: reply._id,
      content: 'x',
    });
    expect(again).toMatchObject({
      statusCode: 422,
      body: { errors: { comment: 'A reply cannot be replied to; reply to the comment instead' } },
    });
    const empty = await call('POST', '/forum/comment', m, { forum: forumId, content: '  ' });
    expect(empty.body.errors).toEqual({ content: 'Comment is required' });
    const elsewhere = (await ask(m))._id;
    const wrong = await call('POST', '/forum/comment', m, {
      forum: elsewhere,
      comment: commentIds[2],
      content: 'x',
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('lets admins hide a comment (out of lists and counts, audited); others get 403', async () => {
    const admin = await person({ userType: 'Admin' });
    expect((await call('POST', `/forum/comment/${commentIds[3]}/hide`, m)).statusCode).toBe(403);
    expect((await call('POST', `/forum/comment/${commentIds[3]}/hide`, admin)).body.message).toBe(
      'Comment hidden',
    );
    await call('POST', `/forum/comment/${commentIds[3]}/hide`, admin); // twice: no second change
    const list = await call('GET', `/forum/comments/${forumId}?resultsPerPage=50`, m);
    expect(list.body.comments.map((c: { _id: string }) => c._id)).not.toContain(commentIds[3]);
    expect(list.body.totalDocuments).toBe(5);
    expect((await call('GET', `/forum/${forumId}`, m)).body.forum.comments_count).toBe(5);
    expect((await call('POST', '/forum/comment/like', m, { comment: commentIds[3] })).statusCode).toBe(404);
    const replies = await call('GET', `/forum/comment/subcomments/${commentIds[3]}`, m);
    expect(replies.statusCode).toBe(404);
    expect(replies.body.message).toBe('Comment not found');
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'forum_comment'), eq(auditEntries.recordId, commentIds[3])));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: admin.id, action: 'forumComment.hide', role: 'admin' });
  });
});

describe('DELETE /forum/{id}', () => {
  it('lets the author or an admin delete, with an audit entry; anyone else gets 403', async () => {
    const author = await member();
    const stranger = await member();
    const admin = await person({ userType: 'Admin' });
    const mine = (await ask(author))._id;
    const theirs = (await ask(author))._id;
    expect(await call('DELETE', `/forum/${mine}`, stranger)).toMatchObject({
      statusCode: 403,
      body: { message: 'You can only delete your own discussion' },
    });
    expect((await call('DELETE', `/forum/${mine}`, author)).body.message).toBe('Discussion deleted');
    expect((await call('GET', `/forum/${mine}`, author)).statusCode).toBe(404);
    expect((await call('DELETE', `/forum/${theirs}`, admin)).statusCode).toBe(200);
    const entries = await t.db.select().from(auditEntries).where(eq(auditEntries.recordType, 'forum'));
    const byRecord = (id: string) => entries.find((e) => e.recordId === id);
    expect(byRecord(mine)).toMatchObject({
      userId: author.id,
      role: 'client',
      action: 'forum.delete',
      after: { deleted: true },
    });
    expect(byRecord(theirs)).toMatchObject({ userId: admin.id, role: 'admin' });
    expect((await call('DELETE', `/forum/${theirs}`, admin)).statusCode).toBe(404);
  });
});

describe('GET /forum/top/authors', () => {
  it('lists the five with most discussions and visible comments in 30 days', async () => {
    await t.db.delete(forums);
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => member(`Top ${i}`)));
    const forumId = (await ask(people[0]))._id;
    for (const [i, p] of people.entries()) for (let k = 0; k < i; k++) await comment(p, forumId, `c${k}`);
    const old = (await ask(people[0]))._id;
    await t.db
      .update(forums)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(forums.id, old));
    const res = await call('GET', '/forum/top/authors');
    expect(res.statusCode).toBe(200);
    expect(res.body.authors.map((a: { name: string; posts: number }) => [a.name, a.posts])).toEqual([
      ['Top 6', 5],
      ['Top 5', 4],
      ['Top 4', 3],
      ['Top 3', 2],
      ['Top 1', 1],
    ]);
    expect(Object.keys(res.body.authors[0]).sort()).toEqual(['_id', 'name', 'posts', 'profile_pic', 'slug']);
  });
});

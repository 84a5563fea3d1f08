import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commentJson, forumJson, type Forum, type ForumComment } from '@oxstrength/shared/contracts/forum';
import {
  callsTo,
  fastUser,
  renderRoutes,
  signInAs,
  stubApi,
  type ApiHandler,
} from '../../../testing/render-routes';
import { userFixture } from '../../auth/testing/user-fixtures';
import { Component as DiscussionPage } from './discussion-page';

// The autosizing comment box listens for font loads, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});
afterEach(() => vi.unstubAllGlobals());

const admin = userFixture({
  _id: 'a1',
  id: 'a1',
  name: 'Asha Admin',
  user_type: 'Admin',
  is_active_member: false,
});
const client = userFixture();
const person = (id: string, name: string) => ({ _id: id, name, slug: id, profile_pic: null });

const discussion = (overrides: Partial<Forum> = {}): Forum =>
  forumJson.parse({
    _id: 'f1',
    author: person('u2', 'Ram Thapa'),
    cover_image: null,
    topic: 'How do I break a squat plateau?',
    description: 'Stuck at 100 kg for a month.',
    training_category: { _id: 'c1', name: 'Powerlifting' },
    likes: 0,
    dislikes: 0,
    has_liked: null,
    comments_count: 2,
    views: 3,
    slug: 'squat-plateau',
    featured: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

const comment = (id: string, name: string, content: string): ForumComment =>
  commentJson.parse({
    _id: id,
    forum: 'f1',
    comment: null,
    author: person(`author-${id}`, name),
    content,
    likes: 0,
    dislikes: 0,
    has_liked: null,
    comments_count: 0,
    createdAt: '2026-11-21T10:00:00.000Z',
  });

/** The API of one discussion with two comments; hiding and featuring change what it answers next. */
function forumApi(user: ReturnType<typeof userFixture>, overrides: Record<string, ApiHandler> = {}) {
  let forum = discussion();
  let comments = [
    comment('k1', 'Bikash Thapa', 'Try pause squats.'),
    comment('k2', 'Kiran Rai', 'Spam link here'),
  ];
  return stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user } }),
    'GET /forum/f1': () => ({ body: { status: 'success', forum } }),
    'GET /forum/comments/f1': () => ({
      body: {
        status: 'success',
        comments,
        currentPage: 1,
        totalPage: 1,
        totalDocuments: comments.length,
      },
    }),
    'PUT /forum/f1/featured': (call) => {
      forum = discussion({ ...forum, featured: (call.body as { featured: boolean }).featured });
      return { body: { status: 'success', forum } };
    },
    'POST /forum/comment/k2/hide': () => {
      comments = comments.filter((c) => c._id !== 'k2');
      forum = discussion({ ...forum, comments_count: comments.length });
      return { body: { status: 'success', message: 'Comment hidden' } };
    },
    ...overrides,
  });
}

const renderDiscussion = () =>
  renderRoutes(
    [
      { path: '/forum/:id', Component: DiscussionPage },
      { path: '/forum', element: <p>Forum list</p> },
    ],
    ['/forum/f1'],
  );

describe('Discussion page: admin moderation', () => {
  it('lets an admin feature and unfeature the discussion, showing the Featured state', async () => {
    const user = userEvent.setup(fastUser);
    signInAs(admin);
    const fetchMock = forumApi(admin);
    renderDiscussion();

    const feature = await screen.findByRole('button', { name: 'Feature' });
    expect(feature).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Featured')).toBeNull();
    // Keyboard: focus it and press Enter.
    feature.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Discussion featured')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    const unfeature = screen.getByRole('button', { name: 'Unfeature' });
    expect(unfeature).toHaveAttribute('aria-pressed', 'true');

    await user.click(unfeature);
    expect(await screen.findByText('Discussion no longer featured')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Featured')).toBeNull());
    expect(callsTo(fetchMock, 'PUT /forum/f1/featured').map((c) => c.body)).toEqual([
      { featured: true },
      { featured: false },
    ]);
  });

  it('lets an admin hide a comment after confirming: it leaves the list and the count', async () => {
    const user = userEvent.setup(fastUser);
    signInAs(admin);
    const fetchMock = forumApi(admin);
    renderDiscussion();

    expect(await screen.findByText('Spam link here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide comment by Kiran Rai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide comment' });
    // Cancel hides nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /forum/comment/k2/hide')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hide comment by Kiran Rai' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Hide comment' })).getByRole('button', {
        name: 'Hide comment',
      }),
    );
    expect(await screen.findByText('Comment hidden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Spam link here')).toBeNull());
    expect(screen.getByText('Try pause squats.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /forum/comment/k2/hide')).toHaveLength(1);
  });

  it("shows the server's message when hiding fails, and keeps the comment", async () => {
    const user = userEvent.setup(fastUser);
    signInAs(admin);
    forumApi(admin, {
      'POST /forum/comment/k2/hide': () => ({
        status: 404,
        body: { status: 'error', message: 'Comment not found' },
      }),
    });
    renderDiscussion();

    await user.click(await screen.findByRole('button', { name: 'Hide comment by Kiran Rai' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Hide comment' })).getByRole('button', {
        name: 'Hide comment',
      }),
    );
    expect(await screen.findByText('Comment not found')).toBeInTheDocument();
    expect(screen.getByText('Spam link here')).toBeInTheDocument();
  });

  it('shows a client the Featured state but no feature or hide controls', async () => {
    signInAs(client);
    forumApi(client, {
      'GET /forum/f1': () => ({ body: { status: 'success', forum: discussion({ featured: true }) } }),
    });
    renderDiscussion();

    expect(await screen.findByText('Spam link here')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /feature/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hide (comment|reply) by/ })).toBeNull();
  });
});

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  CommentPageReply,
  CommentReply,
  Forum,
  ForumPageReply,
  ForumReply,
  ReactionReply,
  TopAuthorsReply,
} from '@oxstrength/shared/contracts/forum';
import type { Pressed } from '@oxstrength/shared/forum-reactions';
import type { ForumSort } from '@oxstrength/shared/schemas/forum';
import { api } from '../../../lib/api-client';

/** The forum's server calls (spec part 2, section 7) and their query options. Page sizes from section 9. */

export const FORUMS_PER_PAGE = 8;
export const FEATURED_COUNT = 4;
export const COMMENTS_PER_PAGE = 5;
export const REPLIES_PER_PAGE = 2;

export interface ForumFilters {
  sort: ForumSort;
  category?: string;
  author?: string;
}

/** Who is asking changes has_liked: each caller has their own cache entries. */
type Viewer = string | null;

const nextPage = (last: { currentPage: number; totalPage: number }) =>
  last.currentPage < last.totalPage ? last.currentPage + 1 : undefined;

export const forumsQuery = (filters: ForumFilters, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: ['forum', 'list', filters, viewer],
    queryFn: ({ pageParam, signal }) =>
      api<ForumPageReply>('/forums', {
        query: { ...filters, page: pageParam, resultsPerPage: FORUMS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const featuredForumsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: ['forum', 'featured', viewer],
    queryFn: ({ signal }) =>
      api<ForumPageReply>('/forums', {
        query: { featured: true, resultsPerPage: FEATURED_COUNT, sort: 'latest' },
        signal,
      }).then((r) => r.forums),
  });

export const topAuthorsQuery = () =>
  queryOptions({
    queryKey: ['forum', 'top-authors'],
    queryFn: ({ signal }) => api<TopAuthorsReply>('/forum/top/authors', { signal }).then((r) => r.authors),
  });

export const forumQuery = (id: string, viewer: Viewer) =>
  queryOptions({
    queryKey: ['forum', 'detail', id, viewer],
    queryFn: ({ signal }) => api<ForumReply>(`/forum/${id}`, { signal }).then((r) => r.forum),
    retry: false,
  });

export const commentsQuery = (forumId: string, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: ['forum', 'comments', forumId, viewer],
    queryFn: ({ pageParam, signal }) =>
      api<CommentPageReply>(`/forum/comments/${forumId}`, {
        query: { page: pageParam, resultsPerPage: COMMENTS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const repliesQuery = (commentId: string, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: ['forum', 'replies', commentId, viewer],
    queryFn: ({ pageParam, signal }) =>
      api<CommentPageReply>(`/forum/comment/subcomments/${commentId}`, {
        query: { page: pageParam, resultsPerPage: REPLIES_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export interface NewForum {
  topic: string;
  description: string;
  training_category: string;
  cover_image: string | null;
}

export const postForum = (input: NewForum) =>
  api<ForumReply & { message?: string }>('/forum', { method: 'POST', body: input }).then((r) => r.forum);

export const deleteForum = (id: string) => api<{ message?: string }>(`/forum/${id}`, { method: 'DELETE' });

export const postComment = (input: { forum: string; comment?: string; content: string }) =>
  api<CommentReply>('/forum/comment', { method: 'POST', body: input }).then((r) => r.comment);

export const reactToForum = (forum: string, pressed: Pressed) =>
  api<ReactionReply>(`/forum/${pressed}`, { method: 'POST', body: { forum } }).then((r) => r.reaction);

export const reactToComment = (comment: string, pressed: Pressed) =>
  api<ReactionReply>(`/forum/comment/${pressed}`, { method: 'POST', body: { comment } }).then(
    (r) => r.reaction,
  );

export type { Forum };

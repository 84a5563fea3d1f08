import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumComment, ForumReply } from '@oxstrength/shared/contracts/forum';
import { api } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';

/**
 * The admins' forum actions (issue 21): featuring a discussion and hiding a comment or reply. Both routes are for
 * admins only and write an audit entry on the server; the caller's screen shows the controls only to admins.
 */

export const setForumFeatured = (id: string, featured: boolean) =>
  api<ForumReply>(`/forum/${id}/featured`, { method: 'PUT', body: { featured } }).then((r) => r.forum);

export const hideForumComment = (id: string) =>
  api<{ message?: string }>(`/forum/comment/${id}/hide`, { method: 'POST' });

/**
 * Features a discussion or stops featuring it, with a toast either way. The discussion's cached copies take the
 * server's answer, and the lists (the featured strip among them) are fetched again.
 */
export function useFeatureForum(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (featured: boolean) => setForumFeatured(id, featured),
    onSuccess: async (forum) => {
      client.setQueriesData({ queryKey: ['forum', 'detail', id] }, forum);
      notifySuccess(forum.featured ? 'Discussion featured' : 'Discussion no longer featured');
      await Promise.all([
        client.invalidateQueries({ queryKey: ['forum', 'featured'] }),
        client.invalidateQueries({ queryKey: ['forum', 'list'] }),
      ]);
    },
    onError: (err) => notifyError(err),
  });
}

/**
 * Hides a comment or reply, with a toast either way (here, not in the component: the hidden comment's component
 * is gone once the lists are fetched again). It leaves the lists and the counts: its discussion's comments (and a
 * reply's siblings), the discussion's comment count, the lists' counts and the top authors are fetched again.
 */
export function useHideComment(comment: ForumComment) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => hideForumComment(comment._id),
    onSuccess: async (reply) => {
      notifySuccess(reply.message ?? 'Comment hidden');
      const stale = [
        ['forum', 'comments', comment.forum],
        ['forum', 'detail', comment.forum],
        ['forum', 'list'],
        ['forum', 'featured'],
        ['forum', 'top-authors'],
      ];
      if (comment.comment) stale.push(['forum', 'replies', comment.comment]);
      await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (err) => notifyError(err),
  });
}

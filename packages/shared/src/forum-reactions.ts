/**
 * The forum's reaction rule (spec part 2, section 4), used by the API (what it stores) and by the web (its
 * optimistic update): liking sets has_liked true, or clears it when already liked, and takes back a dislike;
 * disliking is symmetric. One reaction per user per item.
 */

export type Pressed = 'like' | 'dislike';

export interface ReactionCounts {
  likes: number;
  dislikes: number;
  /** true: liked; false: disliked; null: neither. */
  has_liked: boolean | null;
}

export function applyReaction(current: ReactionCounts, pressed: Pressed): ReactionCounts {
  const wanted = pressed === 'like';
  const next = current.has_liked === wanted ? null : wanted;
  const side = (v: boolean | null, like: boolean) => (v === like ? 1 : 0);
  return {
    likes: current.likes - side(current.has_liked, true) + side(next, true),
    dislikes: current.dislikes - side(current.has_liked, false) + side(next, false),
    has_liked: next,
  };
}

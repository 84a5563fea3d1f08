import { describe, expect, it } from 'vitest';
import { applyReaction } from './forum-reactions';

describe('applyReaction', () => {
  const none = { likes: 3, dislikes: 2, has_liked: null };
  it('likes, then takes the like back', () => {
    const liked = applyReaction(none, 'like');
    expect(liked).toEqual({ likes: 4, dislikes: 2, has_liked: true });
    expect(applyReaction(liked, 'like')).toEqual(none);
  });
  it('replaces a dislike with a like and back', () => {
    const disliked = applyReaction(none, 'dislike');
    expect(disliked).toEqual({ likes: 3, dislikes: 3, has_liked: false });
    expect(applyReaction(disliked, 'like')).toEqual({ likes: 4, dislikes: 2, has_liked: true });
    expect(applyReaction(applyReaction(disliked, 'like'), 'dislike')).toEqual(disliked);
  });
});

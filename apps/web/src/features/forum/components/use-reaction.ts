import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { applyReaction, type Pressed, type ReactionCounts } from '@oxstrength/shared/forum-reactions';
import { notifyError } from '../../../lib/notify';

/**
 * An optimistic like / dislike (spec part 2, section 4): the counts change at once, the server is called, and
 * its answer settles them (a failure puts them back). Only the latest press's answer counts.
 */
export function useReaction(
  initial: ReactionCounts,
  send: (pressed: Pressed) => Promise<ReactionCounts>,
  guard: () => boolean,
) {
  const [counts, setCounts] = useState(initial);
  const [from, setFrom] = useState(initial);
  const latest = useRef(0);
  const client = useQueryClient();
  // New data from the server (a refetch) replaces what is shown.
  if (
    from.likes !== initial.likes ||
    from.dislikes !== initial.dislikes ||
    from.has_liked !== initial.has_liked
  ) {
    setFrom(initial);
    setCounts(initial);
  }

  const press = (pressed: Pressed) => {
    if (!guard()) return;
    const before = counts;
    setCounts(applyReaction(before, pressed));
    const call = ++latest.current;
    send(pressed)
      .then((settled) => {
        if (call !== latest.current) return;
        setCounts({ likes: settled.likes, dislikes: settled.dislikes, has_liked: settled.has_liked });
        // Lists and pages read again when next shown.
        void client.invalidateQueries({ queryKey: ['forum'], refetchType: 'none' });
      })
      .catch((err: unknown) => {
        if (call !== latest.current) return;
        setCounts(before);
        notifyError(err);
      });
  };
  return { counts, press };
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { dayActivity } from '../testing/training-fixtures';
import { applyQueued } from './apply-queued';
import { memoryStore, type QueuedEdit } from './progress-queue';
import { saveOrQueue } from './save-or-queue';
import { sendQueued } from './progress-sync';

/** The queue of edits made with no signal (decision 022): what is sent, in what order, and what stays. */

const edit = (seq: number, over: Partial<QueuedEdit> = {}): QueuedEdit => ({
  seq,
  userId: 'u1',
  kind: 'coaching',
  subscription: 's1',
  activityId: `a${seq}`,
  progress: { actual_rpe: seq },
  edited_at: `2026-11-25T10:0${seq}:00.000Z`,
  state: 'waiting',
  ...over,
});

describe('sendQueued', () => {
  it('sends the caller’s waiting edits in the order made, each with its edit time, and removes them', async () => {
    const store = memoryStore([edit(3), edit(1), edit(2, { userId: 'someone else' })]);
    const sent: QueuedEdit[] = [];
    const result = await sendQueued(store, 'u1', async (e) => void sent.push(e));
    expect(sent.map((e) => [e.seq, e.edited_at])).toEqual([
      [1, '2026-11-25T10:01:00.000Z'],
      [3, '2026-11-25T10:03:00.000Z'],
    ]);
    expect(result).toEqual({ sent: 2, refused: 0, waiting: 0 });
    // Another account's edit is neither sent nor dropped.
    expect(store.edits.map((e) => e.seq)).toEqual([2]);
  });

  it('stops at the first call with no answer and keeps that edit and the later ones, in order', async () => {
    const store = memoryStore([edit(1), edit(2), edit(3)]);
    let calls = 0;
    const result = await sendQueued(store, 'u1', async () => {
      calls++;
      if (calls === 2) throw new ApiError(0, 'Network error');
    });
    expect(result).toEqual({ sent: 1, refused: 0, waiting: 2 });
    expect(store.edits.map((e) => [e.seq, e.state])).toEqual([
      [2, 'waiting'],
      [3, 'waiting'],
    ]);
  });

  it('keeps waiting on a server error or an ended session, and marks an edit the server refuses', async () => {
    for (const status of [500, 401, 429]) {
      const store = memoryStore([edit(1)]);
      const result = await sendQueued(store, 'u1', async () => {
        throw new ApiError(status, 'Try later');
      });
      expect(result.waiting, String(status)).toBe(1);
      expect(store.edits[0]!.state).toBe('waiting');
    }
    const store = memoryStore([edit(1), edit(2)]);
    const result = await sendQueued(store, 'u1', async (e) => {
      if (e.seq === 1) throw new ApiError(409, 'Week 1 is completed');
    });
    expect(result).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect(store.edits).toEqual([{ ...edit(1), state: 'refused', message: 'Week 1 is completed' }]);
  });
});

describe('saveOrQueue', () => {
  const newEdit = { userId: 'u1', kind: 'template' as const, subscription: 's1', activityId: 'a1' };

  it('queues instead of saving when the call cannot reach the server', async () => {
    const store = memoryStore();
    const outcome = await saveOrQueue(
      async () => {
        throw new ApiError(0, 'Network error');
      },
      () => [{ ...newEdit, progress: { weight_used: '60 kg' }, edited_at: '2026-11-25T10:00:00.000Z' }],
      store,
    );
    expect(outcome).toEqual({ queued: true });
    expect(store.edits).toMatchObject([{ seq: 1, state: 'waiting', progress: { weight_used: '60 kg' } }]);
  });

  it('saves when it can, and passes on the server’s refusal without queueing', async () => {
    const store = memoryStore();
    expect(
      await saveOrQueue(
        async () => 'saved',
        () => [],
        store,
      ),
    ).toEqual({ queued: false, reply: 'saved' });
    await expect(
      saveOrQueue(
        async () => {
          throw new ApiError(422, 'Feedback is required');
        },
        () => [{ ...newEdit, progress: {}, edited_at: '2026-11-25T10:00:00.000Z' }],
        store,
      ),
    ).rejects.toThrow('Feedback is required');
    expect(store.edits).toEqual([]);
  });
});

describe('applyQueued', () => {
  it('shows waiting edits over the schedule as last loaded, the latest last', () => {
    const activity = dayActivity({
      _id: 'a1',
      movement: 'Back Squat',
      actual_rpe: null,
      weight_used: '80 kg',
      feedback: null,
    });
    const schedule = [{ week: 1, week_activities: [{ day: 1, day_activities: [activity] }] }];
    const shown = applyQueued(schedule, [
      edit(2, { activityId: 'a1', progress: { actual_rpe: 9 } }),
      edit(1, { activityId: 'a1', progress: { actual_rpe: 7, weight_used: '90 kg' } }),
      edit(3, { activityId: 'a1', progress: { feedback: 'x' }, state: 'refused' }),
    ]);
    expect(shown[0]!.week_activities[0]!.day_activities[0]).toMatchObject({
      actual_rpe: 9,
      weight_used: '90 kg',
      feedback: null,
    });
    expect(schedule[0]!.week_activities[0]!.day_activities[0]!.actual_rpe).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { lastWeekText, previousWeekLogs, weightProgress } from './weight-progress';

const a = (movement: string, weight_used: string | null, actual_rpe: number | null = null) => ({
  movement,
  weight_used,
  actual_rpe,
});
const schedule = [
  {
    week: 2,
    week_activities: [
      { day: 1, day_activities: [a('Back Squat', '105 kg', 8), a('Bench Press', '135 lb', 7)] },
      { day: 3, day_activities: [a('back squat', '110kg'), a('Pull-up', 'BW', 9)] },
    ],
  },
  {
    week: 1,
    week_activities: [
      { day: 1, day_activities: [a('Back Squat', '100 kg', 7), a('Plank', null)] },
      { day: 3, day_activities: [a('Back  Squat', '90 kg', 6)] },
    ],
  },
];

describe('weightProgress', () => {
  it('gives each movement its heaviest readable weight of each week, pounds in kg', () => {
    expect(weightProgress(schedule)).toEqual([
      {
        movement: 'Back Squat',
        points: [
          { week: 1, kg: 100 },
          { week: 2, kg: 110 },
        ],
      },
      { movement: 'Bench Press', points: [{ week: 2, kg: 61.2 }] },
    ]);
  });

  it('is empty when nothing readable was logged', () => {
    expect(
      weightProgress([{ week: 1, week_activities: [{ day: 1, day_activities: [a('Dips', 'BW')] }] }]),
    ).toEqual([]);
  });
});

describe('previousWeekLogs and lastWeekText', () => {
  it('reads the week before, by movement whatever its case', () => {
    const logs = previousWeekLogs(schedule, 2);
    expect(lastWeekText(logs.get('back squat'))).toBe('Last week: 100 kg at RPE 7');
    expect(logs.has('plank')).toBe(false);
    expect(lastWeekText(previousWeekLogs(schedule, 3).get('pull-up'))).toBe('Last week: BW at RPE 9');
    expect(lastWeekText(previousWeekLogs(schedule, 1).get('back squat'))).toBeNull();
    expect(lastWeekText({ weight_used: null, actual_rpe: 6 })).toBe('Last week: RPE 6');
  });
});

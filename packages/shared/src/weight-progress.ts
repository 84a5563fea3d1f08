import { parseWeightUsed } from './load-suggestion';

/**
 * Weight used per movement over the weeks (issue 18), read from a schedule with what the client logged: the
 * progress chart on the client's training page and on the staff view of a client, and last week's weight and
 * RPE shown while the client logs. A weight that `parseWeightUsed` cannot read ("BW", "2x20") is left out.
 */

interface LoggedActivity {
  movement: string;
  weight_used: string | null;
  actual_rpe: number | null;
}
interface Week {
  week: number;
  week_activities: { day: number; day_activities: LoggedActivity[] }[];
}

/** One movement's heaviest logged weight each week, in kg to one decimal. */
export interface MovementProgress {
  movement: string;
  points: { week: number; kg: number }[];
}

/** The same movement, whatever its case or spacing. */
export const movementKey = (movement: string) => movement.trim().replace(/\s+/g, ' ').toLowerCase();

const roundKg = (kg: number) => Math.round(kg * 10) / 10;

/** Each movement with a readable weight, in the order first logged, with its heaviest weight of each week. */
export function weightProgress(schedule: readonly Week[]): MovementProgress[] {
  const byMovement = new Map<string, { movement: string; weeks: Map<number, number> }>();
  for (const week of [...schedule].sort((a, b) => a.week - b.week))
    for (const day of week.week_activities)
      for (const a of day.day_activities) {
        const weight = parseWeightUsed(a.weight_used);
        if (!weight) continue;
        const key = movementKey(a.movement);
        const entry = byMovement.get(key) ?? { movement: a.movement.trim(), weeks: new Map() };
        byMovement.set(key, entry);
        entry.weeks.set(week.week, Math.max(entry.weeks.get(week.week) ?? 0, weight.kg));
      }
  return [...byMovement.values()].map(({ movement, weeks }) => ({
    movement,
    points: [...weeks].map(([week, kg]) => ({ week, kg: roundKg(kg) })),
  }));
}

/** What the client logged on a movement in one week: the first logged activity of it. */
export interface LastLog {
  weight_used: string | null;
  actual_rpe: number | null;
}

/**
 * What the client logged on each movement in the week before `week` (by movementKey): a weight or an RPE, from
 * the first activity of that movement that has one.
 */
export function previousWeekLogs(schedule: readonly Week[], week: number): Map<string, LastLog> {
  const logs = new Map<string, LastLog>();
  const previous = schedule.find((w) => w.week === week - 1);
  for (const day of previous?.week_activities ?? [])
    for (const a of day.day_activities) {
      const key = movementKey(a.movement);
      if (logs.has(key) || (a.weight_used === null && a.actual_rpe === null)) continue;
      logs.set(key, { weight_used: a.weight_used, actual_rpe: a.actual_rpe });
    }
  return logs;
}

/** How last week reads while the client logs: "Last week: 60 kg at RPE 8". */
export function lastWeekText(log: LastLog | undefined): string | null {
  if (!log) return null;
  const parts = [log.weight_used?.trim() || null, log.actual_rpe === null ? null : `RPE ${log.actual_rpe}`];
  const shown = parts.filter((p): p is string => p !== null);
  return shown.length ? `Last week: ${shown.join(' at ')}` : null;
}

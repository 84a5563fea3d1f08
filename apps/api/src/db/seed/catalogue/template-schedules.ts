import { DIETS, LABEL, MEALS, type DietStyle, type MealSlot } from './meal-plans';
import { seededRandom, type SeededRandom } from './seeded-random';
import { NOTES, WORKOUTS, type Kind, type WorkoutStyle } from './workout-pools';

/**
 * Weekly schedules, generated from exercise (or meal) pools with a progression, so every week of every
 * template reads like a coach wrote it: 4-week waves (three loading weeks, then a deload), variations that
 * rotate each block, and a test day at the end of strength programmes.
 */
export type ScheduleStyle = WorkoutStyle | DietStyle;

export interface ActivitySeed {
  week: number;
  day: number;
  position: number;
  movement: string;
  intensity: string;
  sets: string;
  reps: string;
  tempo: string;
  rest: string;
  note: string;
}

interface Prescription {
  intensity: string;
  sets: string;
  reps: string;
  tempo: string;
  rest: string;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The prescription for one slot in one week; phase 3 of every 4-week wave is the deload. */
function prescribe(
  kind: Kind,
  movement: string,
  week: number,
  block: number,
  phase: number,
  beginner: boolean,
): Prescription {
  const deload = phase === 3;
  const step = Math.min(phase, 2);
  switch (kind) {
    case 'main': {
      if (beginner) {
        const rpe = deload ? 6 : Math.min(6.5 + step * 0.5 + block * 0.5, 8.5);
        return {
          intensity: `RPE ${fmt(rpe)}`,
          sets: deload ? '3' : String(3 + Math.min(step, 1)),
          reps: '5',
          tempo: '2-1-1',
          rest: '3 min',
        };
      }
      const pct = deload ? 60 : Math.min(70 + step * 5 + block * 2.5, 90);
      const reps = pct <= 72.5 ? 5 : pct <= 77.5 ? 4 : pct <= 82.5 ? 3 : 2;
      return {
        intensity: `${fmt(pct)}% 1RM`,
        sets: deload ? '3' : reps >= 4 ? '5' : '4',
        reps: String(reps),
        tempo: '2-1-1',
        rest: '3 min',
      };
    }
    case 'secondary':
      return {
        intensity: `RPE ${fmt(deload ? 6 : Math.min(7 + step * 0.5, 8.5))}`,
        sets: deload ? '2' : '3',
        reps: step === 0 ? '8' : '6',
        tempo: '3-1-1',
        rest: '2 min',
      };
    case 'accessory':
      return {
        // Beginners stay a few reps short of failure on assistance work.
        intensity: `RPE ${deload ? 6 : beginner ? 6 + Math.min(step, 1) : 7 + Math.min(step, 1)}`,
        sets: deload ? '2' : '3',
        reps: ['10-12', '8-10', '8-10'][step],
        tempo: '2-0-2',
        rest: '90 s',
      };
    case 'hypertrophy':
      return {
        intensity: `RPE ${deload ? 6 : 7.5 + step * 0.5}`,
        sets: deload ? '2' : String(3 + Math.min(step, 1)),
        reps: ['8-10', '8-10', '6-8'][step],
        tempo: '3-0-1',
        rest: '2 min',
      };
    case 'isolation':
      return {
        intensity: `RPE ${deload ? 7 : 8 + Math.min(step, 1)}`,
        sets: deload ? '2' : String(3 + Math.min(step, 1)),
        reps: '12-15',
        tempo: '2-1-2',
        rest: '60 s',
      };
    case 'core': {
      // Holds are timed; the rest are counted, per side when one side works at a time.
      const hold = /plank|hold|dead hang/i.test(movement);
      const perSide = /dead bug|bird dog|pallof|side|march/i.test(movement) ? ' each side' : '';
      return {
        intensity: 'Bodyweight',
        sets: '3',
        reps: hold
          ? `${Math.min(20 + week * 5, 60)} s`
          : `${Math.min(8 + Math.floor(week / 2) * 2, 15)}${perSide}`,
        tempo: hold ? '' : '2-1-2',
        rest: '60 s',
      };
    }
    case 'carry':
      return {
        intensity: `RPE ${deload ? 6 : 7 + Math.min(step, 1)}`,
        sets: deload ? '2' : '3',
        reps: `${30 + Math.min(week, 6) * 5} m`,
        tempo: '',
        rest: '90 s',
      };
    case 'plyo':
      return {
        intensity: 'Maximum intent',
        sets: String(deload ? 2 : 3 + Math.min(step, 1)),
        reps: '4',
        tempo: 'Explosive',
        rest: '90 s',
      };
    case 'sprint':
      return {
        intensity: '95% effort',
        sets: String(deload ? 4 : 5 + Math.min(week, 5)),
        reps: '1',
        tempo: '',
        rest: '90 s walk back',
      };
    case 'conditioning':
      return {
        intensity: `Hard: ${deload ? 7 : 8}/10 effort`,
        sets: `${deload ? 4 : 5 + Math.min(week, 6)} rounds`,
        reps: '30 s hard / 60 s easy',
        tempo: '',
        rest: '2 min after the last round',
      };
    case 'cardio':
      return {
        intensity: 'Zone 2: conversational pace',
        sets: '1',
        reps: `${deload ? 20 : 20 + Math.min(week, 10) * 2} min`,
        tempo: '',
        rest: '',
      };
    case 'stairs':
      return {
        intensity: `RPE ${deload ? 6 : 7 + Math.min(step, 1)}, pack ${Math.min(4 + week, 12)} kg`,
        sets: `${deload ? 4 : 5 + Math.floor(week / 2)} climbs`,
        reps: '5 floors',
        tempo: '',
        rest: 'Walk down',
      };
    case 'hike': {
      const hours = deload ? 2 : Math.min(2 + Math.floor(week / 2) * 0.5, 6);
      return {
        intensity: `Zone 2, pack ${Math.min(5 + Math.floor(week / 2), 12)} kg`,
        sets: '1',
        reps: `${fmt(hours)} h`,
        tempo: '',
        rest: 'Water and snack every hour',
      };
    }
    case 'steps':
      return {
        intensity: 'Easy pace',
        sets: '1',
        reps: `${(6000 + Math.min(week, 10) * 500).toLocaleString('en-US')} steps`,
        tempo: '',
        rest: '',
      };
    case 'mobility':
      return {
        intensity: 'Easy, pain-free range',
        sets: '2',
        reps: `${Math.min(30 + week * 5, 60)} s each side`,
        tempo: 'Slow',
        rest: '30 s',
      };
    case 'flow':
      return {
        intensity: 'Steady nasal breathing',
        sets: `${Math.min(2 + Math.floor(week / 2), 5)} rounds`,
        reps: `${Math.min(4 + Math.floor(week / 3), 8)} breaths per side`,
        tempo: 'Slow',
        rest: '',
      };
  }
}

function workoutSchedule(
  style: WorkoutStyle,
  weeks: number,
  days: number,
  beginner: boolean,
  rnd: SeededRandom,
) {
  const plan = WORKOUTS[style];
  const rows: ActivitySeed[] = [];
  const testsAtEnd = weeks >= 6 && ['powerlifting', 'bench', 'deadlift'].includes(style);
  for (let week = 1; week <= weeks; week++) {
    const block = Math.floor((week - 1) / 4);
    const phase = (week - 1) % 4;
    for (let d = 0; d < days; d++) {
      const day = plan[d % plan.length];
      day.forEach(([kind, ...options], position) => {
        const movement = options[block % options.length];
        const test = testsAtEnd && week === weeks && kind === 'main';
        const p = test
          ? { intensity: 'Work up to a new 1RM', sets: '1', reps: '1', tempo: '2-1-1', rest: '5 min' }
          : prescribe(kind, movement, week, block, phase, beginner);
        let note = rnd.pick(NOTES[kind] ?? NOTES.accessory!);
        if (test)
          note = 'Test day: singles at your opener, then two attempts. Stop when the bar slows badly.';
        else if (phase === 3 && position === 0)
          note = 'Deload week: same movements, lighter loads. Leave feeling fresh.';
        rows.push({ week, day: d + 1, position, movement, ...p, note });
      });
    }
  }
  return rows;
}

function dietSchedule(style: DietStyle, weeks: number, days: number) {
  const plan = DIETS[style];
  const order: MealSlot[] = ['breakfast', 'midMorning', 'lunch', 'snack', 'dinner', 'bed'];
  const rows: ActivitySeed[] = [];
  for (let week = 1; week <= weeks; week++) {
    const factor = plan.factor(week);
    for (let d = 0; d < days; d++) {
      // The last day of the week is the lighter (rest) day; festival plans put a feast on day 2 of even weeks.
      const slots = order.filter((s) => (d === days - 1 ? plan.light : plan.training).includes(s));
      const feastDay = style === 'diet-festival' && week % 2 === 0 && d === 1;
      let position = 0;
      for (const slot of slots) {
        // On a feast day lunch is the festival plate and the afternoon snack is sweets.
        const special: MealSlot | null = !feastDay
          ? null
          : slot === 'lunch'
            ? 'feast'
            : slot === 'snack'
              ? 'sweets'
              : null;
        const feast = special !== null;
        const pool = MEALS[special ?? slot].filter((m) => !plan.veg || m.veg);
        const m = pool[(week * 3 + d * 2 + position) % pool.length];
        const f = feast ? 1 : d === days - 1 ? factor * 0.9 : factor;
        const carbs = Math.round(m.c * f);
        const fat = Math.round(m.f * f);
        const kcal = Math.round((m.p * 4 + carbs * 4 + fat * 9) / 5) * 5;
        rows.push({
          week,
          day: d + 1,
          position: position++,
          movement: `${LABEL[special ?? slot]}: ${m.name}`,
          intensity: `${kcal} kcal`,
          sets: '1 serving',
          reps: '',
          tempo: '',
          rest: '',
          note: `Protein ${m.p} g, carbs ${carbs} g, fat ${fat} g${special === 'feast' ? '. Enjoy it, then back to normal at dinner.' : ''}`,
        });
      }
    }
  }
  return rows;
}

/** Every week of a template: `days` training (or meal-plan) days, each with its ordered activities. */
export function buildSchedule(
  slug: string,
  style: ScheduleStyle,
  weeks: number,
  days: number,
  difficulty: string,
): ActivitySeed[] {
  if (style.startsWith('diet-')) return dietSchedule(style as DietStyle, weeks, days);
  return workoutSchedule(style as WorkoutStyle, weeks, days, difficulty === 'Beginner', seededRandom(slug));
}

/**
 * Next week's load from what a client logged (issue 18), on the RPE chart of Mike Tuchscherer's Reactive
 * Training Systems (The Reactive Training Manual, 2008): the percentage of a one-rep max a set of N reps at a
 * given RPE takes. Why this table and how it is used: docs/decisions/028-load-suggestions.md.
 *
 * From a logged set (weight, reps, actual RPE) the chart estimates the one-rep max; the same reps at the planned
 * target RPE then give next week's load, rounded to the nearest 2.5 kg. A row with no target RPE, a percentage
 * row, a weight that is not "60 kg" / "135 lb", or reps or an RPE outside the chart get no suggestion.
 */

/** The chart's smallest and largest RPE (half steps between) and most reps. */
export const RPE_CHART_MIN = 6.5;
export const RPE_CHART_MAX = 10;
export const RPE_CHART_MAX_REPS = 12;
export const LOAD_STEP_KG = 2.5;
export const KG_PER_LB = 0.45359237;

/**
 * The chart's cells in the order it is built: one half step of RPE costs as much as half a rep, so every cell
 * lies on this one line at index 2 x (reps - 1) + 2 x (10 - RPE). Row "RPE 10": 100, 95.5, 92.2, ... (1, 2, 3
 * reps); row "RPE 9.5": 97.8, 93.9, 90.7, ...
 */
const CHART_LINE = [
  100, 97.8, 95.5, 93.9, 92.2, 90.7, 89.2, 87.8, 86.3, 85.0, 83.7, 82.4, 81.1, 79.9, 78.6, 77.4, 76.2, 75.1,
  73.9, 72.3, 70.7, 69.4, 68.0, 66.7, 65.3, 64.0, 62.6, 61.3, 59.9, 58.6,
];

/** The chart's percentage of a one-rep max for `reps` at `rpe`, or null outside the chart. */
export function rpeChartPercent(reps: number, rpe: number): number | null {
  if (!Number.isInteger(reps) || reps < 1 || reps > RPE_CHART_MAX_REPS) return null;
  if (!Number.isInteger(rpe * 2) || rpe < RPE_CHART_MIN || rpe > RPE_CHART_MAX) return null;
  return CHART_LINE[2 * (reps - 1) + 2 * (10 - rpe)] ?? null;
}

export type WeightUsed = { value: number; unit: 'kg' | 'lb'; kg: number };

/**
 * `weight_used` as a client types it: "60 kg", "60kg", "62.5 Kg", "135 lb", "135 lbs". Anything else ("BW",
 * "2x20", a bare "60" whose unit is unknown) is null: it is skipped, never guessed.
 */
export function parseWeightUsed(text: string | null | undefined): WeightUsed | null {
  const m = /^\s*(\d{1,4}(?:\.\d{1,2})?)\s*(kg|kgs|lb|lbs)\s*$/i.exec(text ?? '');
  if (!m) return null;
  const value = Number(m[1]);
  if (!(value > 0)) return null;
  const unit = m[2]!.toLowerCase().startsWith('kg') ? 'kg' : 'lb';
  return { value, unit, kg: unit === 'kg' ? value : value * KG_PER_LB };
}

/**
 * The target RPE an intensity names: "RPE 8", "rpe8", "@8", "@ 7.5", "RPE 6.5". A percentage row ("75%",
 * "70% 1RM @8") is percentage-based and has none; so has a range ("RPE 8-9") or an intensity naming two RPEs.
 */
export function parseTargetRpe(intensity: string | null | undefined): number | null {
  const text = intensity ?? '';
  if (text.includes('%')) return null;
  const found = [...text.matchAll(/(?:\brpe\s*|@\s*)(\d{1,2}(?:\.5)?)(?![\d.]|\s*[-–/]\s*\d)/gi)].map((m) =>
    Number(m[1]),
  );
  if (found.length !== 1) return null;
  const rpe = found[0]!;
  return rpe >= 1 && rpe <= 10 ? rpe : null;
}

/** Planned reps as one whole number ("5"); a range ("8-10") or anything else is null. */
export function parseReps(reps: string | null | undefined): number | null {
  const m = /^\s*(\d{1,2})\s*$/.exec(reps ?? '');
  return m ? Number(m[1]) : null;
}

export const roundToLoadStep = (kg: number) => Math.round(kg / LOAD_STEP_KG) * LOAD_STEP_KG;

export type LoadSuggestion = {
  /** Next week's load, rounded to the nearest 2.5 kg. */
  kg: number;
  /** The estimated one-rep max it comes from, to one decimal. */
  estimatedMaxKg: number;
  targetRpe: number;
  reps: number;
};

/** The activity as planned and as logged. */
export type LoggedActivity = {
  intensity: string;
  reps: string;
  weight_used: string | null;
  actual_rpe: number | null;
};

/** Next week's load for the same reps at the target RPE, or null where the rules above give none. */
export function suggestNextLoad(activity: LoggedActivity): LoadSuggestion | null {
  const targetRpe = parseTargetRpe(activity.intensity);
  const reps = parseReps(activity.reps);
  const weight = parseWeightUsed(activity.weight_used);
  if (targetRpe === null || reps === null || weight === null || activity.actual_rpe === null) return null;
  const done = rpeChartPercent(reps, activity.actual_rpe);
  const target = rpeChartPercent(reps, targetRpe);
  if (done === null || target === null) return null;
  const estimatedMax = (weight.kg * 100) / done;
  const kg = roundToLoadStep((estimatedMax * target) / 100);
  if (kg <= 0) return null;
  return { kg, estimatedMaxKg: Math.round(estimatedMax * 10) / 10, targetRpe, reps };
}

/** How a suggestion reads to a trainer: "102.5 kg (5 reps @ RPE 8; estimated max 127.2 kg)". */
export const loadSuggestionText = (s: LoadSuggestion) =>
  `${s.kg} kg (${s.reps} reps @ RPE ${s.targetRpe}; estimated max ${s.estimatedMaxKg} kg)`;

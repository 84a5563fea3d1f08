/** Exercise pools of the workout templates: each style lists its days, each day its slots in order. */
export type WorkoutStyle =
  | 'powerlifting'
  | 'bench'
  | 'deadlift'
  | 'foundations'
  | 'athletic'
  | 'trek'
  | 'hybrid'
  | 'hypertrophy'
  | 'fullbody'
  | 'arms'
  | 'home'
  | 'circuit'
  | 'fatloss-strength'
  | 'mobility'
  | 'back'
  | 'yoga';

export type Kind =
  | 'main'
  | 'secondary'
  | 'accessory'
  | 'hypertrophy'
  | 'isolation'
  | 'core'
  | 'carry'
  | 'plyo'
  | 'sprint'
  | 'conditioning'
  | 'cardio'
  | 'stairs'
  | 'hike'
  | 'steps'
  | 'mobility'
  | 'flow';

/** One slot of a day: a kind of work and the variations it rotates through, block by block. */
type Slot = [Kind, ...string[]];
type Day = Slot[];

export const WORKOUTS: Record<WorkoutStyle, Day[]> = {
  powerlifting: [
    [
      ['main', 'Back squat', 'Pause squat (2 s)', 'Back squat'],
      ['secondary', 'Bench press (competition pause)', 'Close-grip bench press'],
      ['accessory', 'Romanian deadlift', 'Good morning'],
      ['accessory', 'Bulgarian split squat', 'Walking lunge'],
      ['core', 'Plank', 'Ab wheel rollout'],
    ],
    [
      ['main', 'Bench press (competition pause)'],
      ['secondary', 'Overhead press', 'Incline bench press'],
      ['accessory', 'Barbell row', 'Chest-supported dumbbell row'],
      ['accessory', 'Lat pulldown', 'Pull-up'],
      ['isolation', 'Triceps rope pushdown', 'Dumbbell skull crusher'],
      ['isolation', 'Face pull', 'Band pull-apart'],
    ],
    [
      ['main', 'Conventional deadlift', 'Deficit deadlift (5 cm)', 'Conventional deadlift'],
      ['secondary', 'Front squat', 'Safety bar squat'],
      ['accessory', 'Pendlay row', 'Seal row'],
      ['accessory', 'Hip thrust', 'Glute-ham raise'],
      ['carry', "Farmer's carry", 'Suitcase carry'],
      ['core', 'Hanging knee raise', 'Pallof press'],
    ],
    [
      ['secondary', 'Close-grip bench press', 'Larsen press', 'Touch-and-go bench press'],
      ['secondary', 'Pin squat', 'Tempo squat (3 s down)'],
      ['accessory', 'Dumbbell shoulder press', 'Landmine press'],
      ['accessory', 'Chin-up', 'Single-arm dumbbell row'],
      ['isolation', 'Hammer curl', 'EZ-bar curl'],
      ['core', 'Dead bug', 'Side plank'],
    ],
  ],
  bench: [
    [
      ['main', 'Bench press (competition pause)'],
      ['accessory', 'Incline dumbbell press'],
      ['accessory', 'Barbell row'],
      ['isolation', 'Triceps rope pushdown'],
      ['isolation', 'Face pull'],
    ],
    [
      ['secondary', 'Back squat'],
      ['secondary', 'Close-grip bench press'],
      ['accessory', 'Chest-supported row'],
      ['isolation', 'Overhead cable triceps extension'],
      ['core', 'Plank'],
    ],
    [
      ['main', 'Pause bench press (3 s)', 'Spoto press'],
      ['accessory', 'Dumbbell bench press'],
      ['accessory', 'Pull-up'],
      ['isolation', 'Lateral raise'],
      ['isolation', 'Band pull-apart'],
    ],
    [
      ['secondary', 'Conventional deadlift'],
      ['secondary', 'Larsen press', 'Touch-and-go bench press'],
      ['accessory', 'Weighted dips'],
      ['accessory', 'Pendlay row'],
      ['core', 'Ab wheel rollout'],
    ],
  ],
  deadlift: [
    [
      ['main', 'Conventional deadlift'],
      ['accessory', 'Barbell row'],
      ['accessory', 'Hip thrust'],
      ['carry', "Farmer's carry"],
      ['core', 'Hanging knee raise'],
    ],
    [
      ['secondary', 'Bench press (competition pause)'],
      ['secondary', 'Overhead press'],
      ['accessory', 'Lat pulldown'],
      ['isolation', 'Triceps rope pushdown'],
      ['isolation', 'Face pull'],
    ],
    [
      ['secondary', 'Deficit deadlift (5 cm)', 'Paused deadlift (below the knee)'],
      ['secondary', 'Front squat'],
      ['accessory', 'Romanian deadlift'],
      ['accessory', 'Glute-ham raise'],
      ['core', 'Ab wheel rollout'],
    ],
    [
      ['secondary', 'Back squat'],
      ['secondary', 'Close-grip bench press'],
      ['accessory', 'Seal row'],
      ['accessory', 'Back extension'],
      ['isolation', 'Hammer curl'],
    ],
  ],
  foundations: [
    [
      ['main', 'Goblet squat', 'Barbell back squat'],
      ['secondary', 'Dumbbell bench press', 'Barbell bench press'],
      ['accessory', 'Single-arm dumbbell row'],
      ['accessory', 'Glute bridge', 'Hip thrust'],
      ['conditioning', 'Bike intervals'],
      ['core', 'Dead bug'],
    ],
    [
      ['main', 'Kettlebell deadlift', 'Trap bar deadlift'],
      ['secondary', 'Half-kneeling dumbbell press'],
      ['accessory', 'Lat pulldown'],
      ['accessory', 'Reverse lunge'],
      ['carry', "Farmer's carry"],
    ],
    [
      ['main', 'Box squat', 'Barbell back squat'],
      ['secondary', 'Push-up', 'Barbell bench press'],
      ['accessory', 'Inverted row', 'Seated cable row'],
      ['accessory', 'Step-up'],
      ['conditioning', 'Rower intervals'],
      ['core', 'Side plank'],
    ],
  ],
  athletic: [
    [
      ['sprint', '10 m acceleration sprint'],
      ['plyo', 'Box jump'],
      ['main', 'Trap bar deadlift'],
      ['accessory', 'Rear-foot elevated split squat'],
      ['accessory', 'Nordic hamstring curl'],
      ['core', 'Copenhagen plank'],
    ],
    [
      ['main', 'Bench press'],
      ['accessory', 'Pull-up'],
      ['secondary', 'Landmine press'],
      ['accessory', 'Single-arm dumbbell row'],
      ['core', 'Pallof press'],
    ],
    [
      ['sprint', '5-10-5 shuttle'],
      ['plyo', 'Lateral bound'],
      ['main', 'Front squat'],
      ['accessory', 'Single-leg Romanian deadlift'],
      ['core', 'Side plank'],
    ],
    [
      ['conditioning', 'Repeated 30 m sprints'],
      ['plyo', 'Broad jump'],
      ['secondary', 'Push press'],
      ['accessory', 'Chin-up'],
      ['carry', 'Sled push', "Farmer's carry"],
      ['mobility', 'Hip 90/90 switches'],
    ],
  ],
  trek: [
    [
      ['main', 'Goblet squat', 'Front squat'],
      ['accessory', 'Step-up with daypack (40 cm box)'],
      ['accessory', 'Reverse lunge'],
      ['accessory', 'Single-leg Romanian deadlift'],
      ['core', 'Side plank'],
      ['mobility', 'Calf and ankle stretch'],
    ],
    [
      ['stairs', 'Stair intervals with daypack'],
      ['accessory', 'Eccentric step-down (3 s)'],
      ['core', 'Dead bug'],
      ['mobility', 'Hip flexor stretch'],
    ],
    [
      ['main', 'Kettlebell deadlift', 'Trap bar deadlift'],
      ['accessory', 'Walking lunge'],
      ['accessory', 'Single-arm dumbbell row'],
      ['carry', "Farmer's carry"],
      ['core', 'Bird dog'],
    ],
    [
      ['hike', 'Loaded hike: Shivapuri, Chandragiri or Champadevi trail'],
      ['mobility', 'Post-hike calf stretch'],
      ['mobility', 'Post-hike quad stretch'],
      ['mobility', 'Post-hike hip flexor stretch'],
    ],
  ],
  hybrid: [
    [
      ['main', 'Back squat'],
      ['secondary', 'Romanian deadlift'],
      ['accessory', 'Walking lunge'],
      ['core', 'Hanging knee raise'],
    ],
    [
      ['conditioning', 'Run intervals: 400 m'],
      ['cardio', 'Easy jog cool-down'],
      ['core', 'Side plank'],
      ['mobility', 'Couch stretch'],
    ],
    [
      ['main', 'Bench press'],
      ['secondary', 'Weighted pull-up'],
      ['accessory', 'Dumbbell shoulder press'],
      ['accessory', 'Barbell row'],
      ['isolation', 'Triceps rope pushdown'],
    ],
    [
      ['cardio', 'Rower: steady zone 2'],
      ['carry', "Farmer's carry"],
      ['core', 'Pallof press'],
      ['mobility', 'Thoracic rotations (open book)'],
    ],
    [
      ['main', 'Conventional deadlift'],
      ['secondary', 'Push press'],
      ['plyo', 'Box jump'],
      ['conditioning', 'Assault bike sprints'],
      ['core', 'Ab wheel rollout'],
    ],
  ],
  hypertrophy: [
    [
      ['hypertrophy', 'Flat barbell bench press', 'Flat dumbbell press'],
      ['hypertrophy', 'Seated dumbbell shoulder press'],
      ['hypertrophy', 'Incline dumbbell press', 'Machine chest press'],
      ['isolation', 'Cable lateral raise'],
      ['isolation', 'Triceps rope pushdown'],
      ['isolation', 'Overhead cable triceps extension'],
    ],
    [
      ['hypertrophy', 'Pull-up', 'Lat pulldown'],
      ['hypertrophy', 'Barbell row', 'Chest-supported T-bar row'],
      ['hypertrophy', 'Seated cable row'],
      ['isolation', 'Rear delt fly'],
      ['isolation', 'EZ-bar curl'],
      ['isolation', 'Incline dumbbell curl'],
    ],
    [
      ['hypertrophy', 'Barbell back squat', 'Hack squat'],
      ['hypertrophy', 'Romanian deadlift'],
      ['hypertrophy', 'Leg press'],
      ['isolation', 'Leg extension'],
      ['isolation', 'Seated leg curl'],
      ['isolation', 'Standing calf raise'],
    ],
    [
      ['hypertrophy', 'Incline barbell press'],
      ['hypertrophy', 'Weighted chin-up'],
      ['hypertrophy', 'Dumbbell shoulder press'],
      ['hypertrophy', 'Single-arm cable row'],
      ['isolation', 'Hammer curl'],
      ['isolation', 'Dips'],
    ],
    [
      ['hypertrophy', 'Front squat', 'Smith machine squat'],
      ['hypertrophy', 'Hip thrust'],
      ['hypertrophy', 'Walking lunge'],
      ['isolation', 'Lying leg curl'],
      ['isolation', 'Seated calf raise'],
      ['core', 'Cable crunch'],
    ],
  ],
  fullbody: [
    [
      ['hypertrophy', 'Barbell back squat'],
      ['hypertrophy', 'Flat dumbbell press'],
      ['hypertrophy', 'Lat pulldown'],
      ['hypertrophy', 'Romanian deadlift'],
      ['isolation', 'Lateral raise'],
      ['isolation', 'Cable curl'],
    ],
    [
      ['hypertrophy', 'Leg press'],
      ['hypertrophy', 'Incline barbell press'],
      ['hypertrophy', 'Seated cable row'],
      ['isolation', 'Seated leg curl'],
      ['isolation', 'Triceps rope pushdown'],
      ['core', 'Cable crunch'],
    ],
    [
      ['hypertrophy', 'Goblet squat', 'Hack squat'],
      ['hypertrophy', 'Overhead press'],
      ['hypertrophy', 'Chest-supported row'],
      ['hypertrophy', 'Hip thrust'],
      ['isolation', 'Hammer curl'],
      ['isolation', 'Standing calf raise'],
    ],
  ],
  arms: [
    [
      ['hypertrophy', 'Incline dumbbell press'],
      ['hypertrophy', 'Pull-up'],
      ['isolation', 'EZ-bar curl'],
      ['isolation', 'Skull crusher'],
      ['isolation', 'Lateral raise'],
      ['isolation', 'Incline dumbbell curl'],
    ],
    [
      ['hypertrophy', 'Hack squat'],
      ['hypertrophy', 'Romanian deadlift'],
      ['isolation', 'Leg extension'],
      ['isolation', 'Seated leg curl'],
      ['isolation', 'Standing calf raise'],
    ],
    [
      ['hypertrophy', 'Seated dumbbell shoulder press'],
      ['isolation', 'Cable lateral raise'],
      ['isolation', 'Rear delt fly'],
      ['isolation', 'Hammer curl'],
      ['isolation', 'Overhead cable triceps extension'],
      ['isolation', 'Preacher curl'],
    ],
    [
      ['hypertrophy', 'Leg press'],
      ['hypertrophy', 'Flat barbell bench press'],
      ['hypertrophy', 'Seated cable row'],
      ['isolation', 'Cable curl'],
      ['isolation', 'Close-grip push-up'],
    ],
  ],
  home: [
    [
      ['accessory', 'Dumbbell goblet squat'],
      ['accessory', 'Push-up (knees or full)'],
      ['accessory', 'Single-arm dumbbell row'],
      ['accessory', 'Glute bridge'],
      ['conditioning', 'Low-impact circuit: step jacks, squat to reach, shadow boxing'],
      ['steps', 'Daily walk'],
    ],
    [
      ['accessory', 'Dumbbell Romanian deadlift'],
      ['accessory', 'Chair dips'],
      ['accessory', 'Reverse lunge'],
      ['accessory', 'Dumbbell floor press'],
      ['core', 'Dead bug'],
      ['steps', 'Daily walk'],
    ],
    [
      ['accessory', 'Split squat'],
      ['accessory', 'Dumbbell shoulder press'],
      ['accessory', 'Bent-over dumbbell row'],
      ['accessory', 'Single-leg glute bridge'],
      ['conditioning', 'Low-impact circuit: march, punches, side steps'],
      ['steps', 'Daily walk'],
    ],
    [
      ['accessory', 'Chair step-up'],
      ['accessory', 'Incline push-up on the bed frame'],
      ['accessory', 'Dumbbell deadlift'],
      ['core', 'Plank'],
      ['stairs', 'Stair climbs in your building'],
      ['steps', 'Daily walk'],
    ],
  ],
  circuit: [
    [
      ['main', 'Trap bar deadlift'],
      ['secondary', 'Dumbbell bench press'],
      ['conditioning', 'Circuit: kettlebell swing, goblet squat, push-up'],
      ['carry', "Farmer's carry"],
      ['steps', 'Daily steps'],
    ],
    [
      ['main', 'Back squat'],
      ['secondary', 'Assisted pull-up'],
      ['conditioning', 'Bike intervals'],
      ['core', 'Plank'],
    ],
    [
      ['secondary', 'Romanian deadlift'],
      ['secondary', 'Overhead press'],
      ['conditioning', 'Rower 250 m repeats'],
      ['carry', 'Suitcase carry'],
      ['steps', 'Daily steps'],
    ],
    [
      ['secondary', 'Front squat'],
      ['accessory', 'Single-arm dumbbell row'],
      ['conditioning', 'Every minute on the minute: 12 kettlebell swings'],
      ['core', 'Dead bug'],
    ],
  ],
  'fatloss-strength': [
    [
      ['main', 'Goblet squat', 'Barbell back squat'],
      ['accessory', 'Hip thrust'],
      ['accessory', 'Reverse lunge'],
      ['accessory', 'Seated leg curl'],
      ['conditioning', 'Bike intervals'],
    ],
    [
      ['main', 'Dumbbell bench press'],
      ['accessory', 'Lat pulldown'],
      ['accessory', 'Seated dumbbell shoulder press'],
      ['accessory', 'Seated cable row'],
      ['isolation', 'Triceps rope pushdown'],
      ['core', 'Dead bug'],
    ],
    [
      ['main', 'Romanian deadlift'],
      ['accessory', 'Step-up'],
      ['isolation', 'Cable glute kickback'],
      ['core', 'Side plank'],
      ['conditioning', 'Incline treadmill walk intervals'],
    ],
    [
      ['main', 'Assisted pull-up'],
      ['accessory', 'Incline push-up', 'Push-up'],
      ['isolation', 'Face pull'],
      ['isolation', 'Dumbbell curl'],
      ['carry', "Farmer's carry"],
    ],
  ],
  mobility: [
    [
      ['mobility', '90/90 hip switches'],
      ['mobility', 'Couch stretch'],
      ['mobility', 'Cossack squat'],
      ['mobility', 'Goblet squat hold'],
      ['mobility', 'Frog stretch'],
      ['core', 'Dead bug'],
    ],
    [
      ['mobility', 'Cat-cow'],
      ['mobility', 'Thoracic rotations (open book)'],
      ['mobility', 'Jefferson curl with a light kettlebell'],
      ['mobility', "Child's pose with side reach"],
      ['core', 'Bird dog'],
    ],
    [
      ['mobility', 'Wall slides'],
      ['mobility', 'Band dislocates'],
      ['mobility', 'Sleeper stretch'],
      ['accessory', 'Prone Y-T-W raises'],
      ['mobility', 'Dead hang'],
    ],
  ],
  back: [
    [
      ['mobility', 'Crocodile breathing'],
      ['core', 'Dead bug'],
      ['core', 'Bird dog'],
      ['accessory', 'Glute bridge'],
      ['mobility', 'Cat-cow'],
      ['steps', 'Easy walk'],
    ],
    [
      ['core', 'McGill curl-up'],
      ['core', 'Side plank (from the knees)', 'Side plank'],
      ['accessory', 'Hip hinge with a dowel', 'Kettlebell deadlift'],
      ['mobility', 'Hip flexor stretch'],
      ['steps', 'Easy walk'],
    ],
    [
      ['carry', 'Suitcase carry'],
      ['core', 'Pallof press'],
      ['accessory', 'Glute bridge march'],
      ['accessory', 'Goblet squat to a box'],
      ['mobility', "Child's pose"],
    ],
  ],
  yoga: [
    [
      ['flow', 'Sun salutation A'],
      ['flow', 'Warrior II to reverse warrior'],
      ['flow', 'Low lunge with twist'],
      ['flow', 'Pigeon pose'],
      ['mobility', 'Box breathing'],
    ],
    [
      ['flow', 'Downward dog to cobra'],
      ['flow', 'Garland pose (malasana)'],
      ['flow', 'Triangle pose'],
      ['flow', 'Bridge pose'],
      ['flow', 'Legs up the wall'],
    ],
    [
      ['flow', 'Sun salutation B'],
      ['flow', 'Half splits'],
      ['flow', 'Thread the needle'],
      ['flow', 'Lizard pose'],
      ['flow', 'Supine twist'],
      ['mobility', 'Box breathing'],
    ],
    [
      ['flow', 'Cat-cow flow'],
      ['flow', 'Warrior III'],
      ['flow', 'Wide-leg forward fold'],
      ['flow', 'Happy baby'],
      ['flow', 'Savasana with body scan'],
    ],
  ],
};

export const NOTES: Partial<Record<Kind, string[]>> = {
  main: [
    'Ramp up with the empty bar and three or four warm-up sets.',
    'Brace before every rep and keep the bar path over mid-foot.',
    'Film your top set from the side and compare it with last week.',
    'If the last set moves slowly, keep the same weight next week.',
  ],
  secondary: [
    'Smooth, identical reps; stop a set if form changes.',
    'Control the lowering and pause briefly at the bottom.',
    'Use the same setup as your main lift.',
  ],
  accessory: [
    'Add a little weight when you hit the top of the rep range on every set.',
    'Slow and controlled; feel the target muscle work.',
    'Rest a little longer if you need to keep good form.',
  ],
  hypertrophy: [
    'Take the last set close to failure with clean reps.',
    'Log the weight and reps so you can beat them next week.',
    'Full range of motion, slow lowering.',
  ],
  isolation: [
    'Squeeze at the top for a second.',
    'Keep the rest short to chase the pump.',
    'Lighter weight, perfect form.',
  ],
  core: [
    'Breathe out fully and keep your ribs down.',
    'Quality over duration: stop when your lower back takes over.',
  ],
  carry: ['Tall posture, short quick steps.', 'Grip hard and keep the weights from swinging.'],
  plyo: ['Full recovery between sets; every rep should be explosive.', 'Land softly and stick the landing.'],
  sprint: ['Full recovery: walk back slowly.', 'Lean forward and drive the knees for the first steps.'],
  conditioning: [
    'Hard but repeatable: the last round should match the first.',
    'Breathe through the nose on the easy parts.',
  ],
  cardio: ['You should be able to talk in full sentences.', 'Keep it easy: this builds your aerobic base.'],
  stairs: ['Walk down every time to recover.', 'Use the handrail on the way down if your knees complain.'],
  hike: [
    'Carry water and a snack; practise eating on the move.',
    'Wear the boots and pack you will trek with.',
  ],
  steps: ['Count steps on your phone; split them into two walks if that helps.'],
  mobility: ['Move slowly and breathe; never force the end range.', 'Small pain-free movements are enough.'],
  flow: ['Match every movement to one breath.', 'Use blocks under your hands if the floor feels far away.'],
};

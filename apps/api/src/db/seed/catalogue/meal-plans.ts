/** Meal pools of the diet templates (calories follow from the macros) and how each plan uses them. */
export type DietStyle =
  'diet-cut' | 'diet-veg-cut' | 'diet-bulk' | 'diet-veg-bulk' | 'diet-contest' | 'diet-festival';

export interface Meal {
  name: string;
  p: number;
  c: number;
  f: number;
  veg: boolean;
}
const meal = (name: string, p: number, c: number, f: number, veg = true): Meal => ({ name, p, c, f, veg });

export const MEALS: Record<
  'breakfast' | 'midMorning' | 'lunch' | 'snack' | 'dinner' | 'bed' | 'feast' | 'sweets',
  Meal[]
> = {
  breakfast: [
    meal('oats with banana and peanut butter', 18, 62, 14),
    meal('two-egg omelette with two roti and cucumber', 22, 35, 16, false),
    meal('chiura with curd, banana and roasted peanuts', 16, 70, 12),
    meal('whey porridge: oats cooked in milk with a scoop of whey', 38, 55, 9),
    meal('besan chilla with mint chutney and curd', 20, 40, 10),
    meal('paneer bhurji with two roti', 26, 42, 18),
  ],
  midMorning: [
    meal('hung curd with a sliced apple', 15, 25, 4),
    meal('boiled chana chaat with lemon and onion', 12, 30, 4),
    meal('two boiled eggs and an orange', 13, 15, 10, false),
    meal('milk tea without sugar and roasted bhatmas', 14, 14, 9),
    meal('whey shake with water and a banana', 26, 28, 3),
  ],
  lunch: [
    meal('dal bhat with masoor dal, saag and chicken curry', 42, 85, 16, false),
    meal('dal bhat with mixed dal, gundruk and paneer tarkari', 30, 88, 18),
    meal('rajma rice with cucumber salad and curd', 24, 90, 10),
    meal('chicken momo (10 pieces) with tomato achar and a bowl of soup', 34, 70, 18, false),
    meal('roti, egg curry, cauliflower tarkari and salad', 30, 60, 20, false),
    meal('soya chunk curry with rice and saag', 36, 80, 10),
  ],
  snack: [
    meal('roasted chana and peanuts with green tea', 12, 22, 12),
    meal('sprouted moong salad with lemon', 14, 30, 3),
    meal('sattu drink with lemon and a pinch of salt', 12, 35, 4),
    meal('four boiled egg whites and a guava', 15, 14, 1, false),
    meal('fruit bowl with curd', 10, 35, 4),
  ],
  dinner: [
    meal('rice, dal, fish curry and mixed vegetables', 38, 70, 14, false),
    meal('roti, chicken sekuwa and cucumber-radish salad', 45, 45, 14, false),
    meal('rice, chana masala, saag and curd', 26, 80, 14),
    meal('roti, paneer and peas curry with pumpkin tarkari', 28, 55, 20),
    meal('thukpa with egg and vegetables', 24, 60, 12, false),
    meal('khichdi with moong dal, a spoon of ghee and achar', 20, 75, 12),
  ],
  bed: [
    meal('warm milk with turmeric', 8, 12, 8),
    meal('curd bowl with a few almonds', 18, 10, 10),
    meal('paneer cubes with roasted jeera', 11, 2, 13),
  ],
  feast: [
    meal('goat curry, sel roti, rice and achar', 40, 110, 35, false),
    meal('sel roti, aloo tarkari, paneer and kheer', 24, 120, 32),
  ],
  sweets: [meal('two pieces of laddu or barfi', 4, 40, 12), meal('a small bowl of kheer', 6, 38, 9)],
};

export type MealSlot = keyof typeof MEALS;
export const LABEL: Record<MealSlot, string> = {
  breakfast: 'Breakfast',
  midMorning: 'Mid-morning',
  lunch: 'Lunch',
  snack: 'Afternoon snack',
  dinner: 'Dinner',
  bed: 'Before bed',
  feast: 'Festival lunch',
  sweets: 'Festival sweets',
};

export interface DietPlan {
  veg: boolean;
  /** Meal slots of a training day and of a lighter day. */
  training: MealSlot[];
  light: MealSlot[];
  /** Carbs and fat scale by this factor in week w (protein stays). */
  factor: (week: number) => number;
}

const cut = (week: number) => 1 - 0.04 * Math.floor((week - 1) / 2);
const bulk = (week: number) => 1.1 + 0.07 * Math.floor((week - 1) / 3);
export const DIETS: Record<DietStyle, DietPlan> = {
  'diet-cut': {
    veg: false,
    training: ['breakfast', 'lunch', 'snack', 'dinner', 'midMorning'],
    light: ['breakfast', 'lunch', 'snack', 'dinner'],
    factor: cut,
  },
  'diet-veg-cut': {
    veg: true,
    training: ['breakfast', 'midMorning', 'lunch', 'snack', 'dinner'],
    light: ['breakfast', 'lunch', 'snack', 'dinner'],
    factor: cut,
  },
  'diet-bulk': {
    veg: false,
    training: ['breakfast', 'midMorning', 'lunch', 'snack', 'dinner', 'bed'],
    light: ['breakfast', 'lunch', 'snack', 'dinner', 'bed'],
    factor: bulk,
  },
  'diet-veg-bulk': {
    veg: true,
    training: ['breakfast', 'midMorning', 'lunch', 'snack', 'dinner', 'bed'],
    light: ['breakfast', 'lunch', 'snack', 'dinner', 'bed'],
    factor: bulk,
  },
  'diet-contest': {
    veg: false,
    training: ['breakfast', 'midMorning', 'lunch', 'snack', 'dinner', 'bed'],
    light: ['breakfast', 'lunch', 'snack', 'dinner'],
    factor: (w) => Math.max(0.72, 1 - 0.05 * Math.floor((w - 1) / 2)),
  },
  'diet-festival': {
    veg: false,
    training: ['breakfast', 'lunch', 'snack', 'dinner'],
    light: ['breakfast', 'lunch', 'snack', 'dinner'],
    factor: () => 0.95,
  },
};

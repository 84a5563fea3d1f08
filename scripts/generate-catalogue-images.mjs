#!/usr/bin/env node
/**
 * Writes the catalogue's SVG images into apps/web/public/images/catalogue/<kind>/<slug>.svg.
 * The output is committed, so `npm start` never runs this; run it again after changing the lists below:
 *   node scripts/generate-catalogue-images.mjs
 * Slugs and titles mirror the seed in apps/api/src/db/seed/catalogue/ (its test checks every file exists and
 * that each cover carries its item's title). Plain Node, no dependencies, no external references.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/images/catalogue');
const FONT = 'Arial,Helvetica,sans-serif';

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r = (n) => Math.round(n * 10) / 10;

/** Splits text into lines of at most `max` characters, on spaces. */
function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function svg(w, h, label, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" overflow="hidden" role="img" aria-label="${esc(label)}">\n${body}\n</svg>\n`;
}

const written = [];
function write(kind, slug, content) {
  const dir = path.join(OUT, kind);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${slug}.svg`), content);
  written.push([kind, slug, Buffer.byteLength(content)]);
}

/** A stable number from a string, for picking colours. */
function hash(s) {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const PALETTES = [
  ['#0f172a', '#334155', '#f59e0b'],
  ['#7f1d1d', '#dc2626', '#fde68a'],
  ['#1e3a8a', '#3b82f6', '#fbbf24'],
  ['#064e3b', '#059669', '#fef08a'],
  ['#4c1d95', '#8b5cf6', '#fcd34d'],
  ['#7c2d12', '#ea580c', '#fef3c7'],
  ['#134e4a', '#0d9488', '#fde047'],
  ['#831843', '#db2777', '#fbcfe8'],
  ['#1f2937', '#b91c1c', '#fca5a5'],
  ['#0c4a6e', '#0284c7', '#bae6fd'],
];

// ---------------------------------------------------------------- illustrations (centred on 0,0, about 300 wide)

const ILLUS = {
  barbell: () =>
    `<rect x="-190" y="-6" width="380" height="12" rx="6" fill="#e5e7eb"/>` +
    [[-1], [1]]
      .map(
        ([d]) =>
          [
            [44, 34, 170, '#dc2626'],
            [80, 28, 140, '#2563eb'],
            [110, 22, 104, '#facc15'],
          ]
            .map(
              ([x, w, h, c]) =>
                `<rect x="${d > 0 ? x : -x - w}" y="${-h / 2}" width="${w}" height="${h}" rx="7" fill="${c}" stroke="#0f172a" stroke-opacity=".25" stroke-width="3"/>`,
            )
            .join('') +
          `<rect x="${d > 0 ? 134 : -150}" y="-14" width="16" height="28" rx="3" fill="#9ca3af"/>`,
      )
      .join(''),
  dumbbell: () =>
    `<rect x="-70" y="-12" width="140" height="24" rx="8" fill="#d1d5db"/>` +
    [-1, 1]
      .map(
        (d) =>
          `<polygon points="${[
            [0, -80],
            [46, -52],
            [46, 52],
            [0, 80],
            [-46, 52],
            [-46, -52],
          ]
            .map(([x, y]) => `${x + d * 110},${y}`)
            .join(' ')}" fill="#111827" stroke="#fff" stroke-opacity=".2" stroke-width="4"/>`,
      )
      .join(''),
  kettlebell: () =>
    `<path d="M-55 -70 Q-60 -140 0 -140 Q60 -140 55 -70" fill="none" stroke="#111827" stroke-width="26"/><circle cx="0" cy="10" r="100" fill="#111827"/><circle cx="-35" cy="-20" r="26" fill="#fff" fill-opacity=".12"/>`,
  thali: () =>
    `<circle r="140" fill="#e5e7eb"/><circle r="124" fill="#f3f4f6" stroke="#d1d5db" stroke-width="3"/><ellipse cx="-10" cy="20" rx="62" ry="48" fill="#fff"/>` +
    [
      [-70, -70, '#f59e0b'],
      [20, -88, '#65a30d'],
      [88, -20, '#b45309'],
      [70, 64, '#dc2626'],
    ]
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="34" fill="#cbd5e1"/><circle cx="${x}" cy="${y}" r="26" fill="${c}"/>`,
      )
      .join('') +
    `<path d="M-120 80 q30 -40 70 -20 q-30 40 -70 20z" fill="#16a34a"/>`,
  leaf: () =>
    `<path d="M-120 110 Q-130 -90 110 -120 Q130 80 -120 110z" fill="#22c55e"/><path d="M-110 100 Q0 0 100 -110" stroke="#14532d" stroke-width="8" fill="none"/>` +
    `<path d="M-40 30 l-30 -40 M10 -20 l-10 -55 M30 -40 l45 10" stroke="#14532d" stroke-width="5"/>`,
  mountain: () =>
    `<circle cx="110" cy="-90" r="44" fill="#fde68a"/><polygon points="-200,130 -60,-110 80,130" fill="#e2e8f0"/><polygon points="-60,-110 -92,-56 -60,-70 -30,-52" fill="#fff"/>` +
    `<polygon points="-20,130 90,-40 200,130" fill="#cbd5e1"/><polygon points="90,-40 66,0 90,-10 112,4" fill="#fff"/>` +
    `<path d="M-180 60 L-120 40 L-60 56 L0 36" stroke="#fff" stroke-width="3" fill="none"/>` +
    ['#2563eb', '#f8fafc', '#dc2626', '#16a34a', '#facc15']
      .map((c, i) => `<rect x="${-172 + i * 34}" y="${48 - i * 3}" width="18" height="22" fill="${c}"/>`)
      .join(''),
  stopwatch: () =>
    `<rect x="-18" y="-150" width="36" height="30" rx="6" fill="#111827"/><circle r="120" fill="#fff" stroke="#111827" stroke-width="18"/>` +
    `<path d="M0 0 L0 -80" stroke="#dc2626" stroke-width="10" stroke-linecap="round"/><path d="M0 0 L56 30" stroke="#111827" stroke-width="10" stroke-linecap="round"/><circle r="12" fill="#111827"/>`,
  pulse: () =>
    `<path d="M0 110 C-170 -10 -110 -150 0 -60 C110 -150 170 -10 0 110z" fill="#ef4444"/><path d="M-190 -20 H-70 L-40 -80 L0 40 L30 -40 L50 -20 H190" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round"/>`,
  figure: () =>
    `<g stroke="#fff" stroke-width="26" stroke-linecap="round" fill="none"><path d="M0 -60 L0 40"/><path d="M0 40 L-110 120 M0 40 L100 80 L110 130"/><path d="M0 -40 L-140 -40 M0 -40 L140 -40"/></g><circle cy="-110" r="34" fill="#fff"/>`,
  trophy: () =>
    `<path d="M-90 -130 H90 V-60 Q90 30 0 40 Q-90 30 -90 -60z" fill="#facc15"/><path d="M-90 -110 Q-150 -110 -140 -60 Q-130 -20 -80 -20 M90 -110 Q150 -110 140 -60 Q130 -20 80 -20" stroke="#facc15" stroke-width="14" fill="none"/>` +
    `<rect x="-16" y="40" width="32" height="50" fill="#eab308"/><rect x="-70" y="90" width="140" height="36" rx="6" fill="#78350f"/>`,
  chat: () =>
    `<path d="M-170 -120 h220 a20 20 0 0 1 20 20 v100 a20 20 0 0 1 -20 20 h-150 l-50 40 v-40 a20 20 0 0 1 -20 -20 v-100 a20 20 0 0 1 20 -20z" fill="#fff"/>` +
    `<path d="M-10 10 h170 a20 20 0 0 1 20 20 v80 a20 20 0 0 1 -20 20 h-10 v36 l-40 -36 h-120 a20 20 0 0 1 -20 -20 v-80 a20 20 0 0 1 20 -20z" fill="#fde68a"/>` +
    [-120, -70, -20].map((x) => `<circle cx="${x}" cy="-50" r="13" fill="#334155"/>`).join('') +
    `<path d="M30 70 l24 24 l50 -50" stroke="#166534" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  clipboard: () =>
    `<rect x="-110" y="-140" width="220" height="280" rx="16" fill="#fff"/><rect x="-50" y="-158" width="100" height="40" rx="10" fill="#475569"/>` +
    [-70, -20, 30, 80]
      .map(
        (y, i) =>
          `<rect x="-40" y="${y - 8}" width="${i % 2 ? 100 : 120}" height="14" rx="6" fill="#cbd5e1"/><path d="M-82 ${y} l10 10 l20 -20" stroke="#16a34a" stroke-width="7" fill="none"/>`,
      )
      .join(''),
  calendar: () =>
    `<rect x="-130" y="-110" width="260" height="230" rx="16" fill="#fff"/><rect x="-130" y="-110" width="260" height="56" rx="16" fill="#dc2626"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${-106 + (i % 4) * 56}" y="${-36 + Math.floor(i / 4) * 50}" width="38" height="34" rx="6" fill="${i === 6 ? '#16a34a' : '#e2e8f0'}"/>`,
    ).join(''),
};

// ---------------------------------------------------------------- covers (templates and programmes), 800x600

function cover(title, kicker, palette, illus) {
  const [c1, c2, accent] = PALETTES[palette % PALETTES.length];
  const lines = wrap(title, title.length > 40 ? 24 : 21);
  const size = lines.length > 2 ? 44 : 52;
  const top = 600 - 70 - (lines.length - 1) * (size + 8);
  const text = lines
    .map(
      (l, i) =>
        `<text x="56" y="${top + i * (size + 8)}" font-size="${size}" font-weight="800" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  return svg(
    800,
    600,
    title,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
      `<rect width="800" height="600" fill="url(#g)"/><circle cx="720" cy="40" r="220" fill="#fff" fill-opacity=".07"/><circle cx="60" cy="620" r="200" fill="#000" fill-opacity=".1"/>` +
      `<g transform="translate(540 200) scale(.85)">${ILLUS[illus]()}</g>` +
      `<g font-family="${FONT}"><text x="56" y="${top - size - 24}" font-size="20" font-weight="700" letter-spacing="3" fill="${accent}">${esc(kicker.toUpperCase())}</text>` +
      `<rect x="56" y="${top - size - 8}" width="64" height="6" rx="3" fill="${accent}"/>${text}` +
      `<text x="744" y="572" font-size="18" font-weight="700" text-anchor="end" fill="#fff" fill-opacity=".7">OxStrength</text></g>`,
  );
}

// [slug, title, kicker, palette, illustration]
const TEMPLATES = [
  ['12-week-beginner-powerlifting', '12-Week Beginner Powerlifting', '12 weeks · Beginner', 0, 'barbell'],
  [
    'strength-foundations-for-beginners',
    'Strength Foundations for Beginners',
    '8 weeks · Beginner',
    2,
    'kettlebell',
  ],
  ['push-pull-legs-hypertrophy', 'Push Pull Legs Hypertrophy', '12 weeks · Intermediate', 8, 'dumbbell'],
  [
    'trek-ready-everest-base-camp-prep',
    'Trek Ready: Everest Base Camp Prep',
    '12 weeks · Trekking',
    9,
    'mountain',
  ],
  ['home-fat-loss-no-gym-needed', 'Home Fat Loss: No Gym Needed', '6 weeks · At home', 7, 'stopwatch'],
  [
    'intermediate-powerlifting-peaking-10-weeks',
    'Intermediate Powerlifting Peaking: 10 Weeks',
    '10 weeks · Meet prep',
    1,
    'barbell',
  ],
  [
    'beginner-muscle-building-full-body',
    'Beginner Muscle Building: Full Body',
    '8 weeks · Beginner',
    4,
    'dumbbell',
  ],
  ['nepali-vegetarian-cut-8-weeks', 'Nepali Vegetarian Cut: 8 Weeks', '8 weeks · Diet plan', 3, 'thali'],
  ['advanced-conjugate-powerlifting', 'Advanced Conjugate Powerlifting', '16 weeks · Advanced', 8, 'barbell'],
  [
    'athletic-performance-football-and-futsal',
    'Athletic Performance: Football & Futsal',
    '10 weeks · Sport',
    6,
    'pulse',
  ],
  ['8-week-fat-loss-circuit', '8-Week Fat Loss Circuit', '8 weeks · Fat loss', 5, 'kettlebell'],
  ['dal-bhat-lean-bulk-12-weeks', 'Dal Bhat Lean Bulk: 12 Weeks', '12 weeks · Diet plan', 5, 'thali'],
  [
    'bench-press-specialisation-6-weeks',
    'Bench Press Specialisation: 6 Weeks',
    '6 weeks · Intermediate',
    2,
    'barbell',
  ],
  [
    'mobility-for-lifters-hips-spine-shoulders',
    'Mobility for Lifters: Hips, Spine, Shoulders',
    '4 weeks · Mobility',
    6,
    'figure',
  ],
  ['strong-and-lean-for-women', 'Strong & Lean for Women', '10 weeks · Beginner', 7, 'dumbbell'],
  [
    'fat-loss-meal-plan-kathmandu-office-worker',
    'Fat Loss Meal Plan: Kathmandu Office Worker',
    '8 weeks · Diet plan',
    9,
    'leaf',
  ],
  [
    'classic-physique-contest-prep-16-weeks',
    'Classic Physique Contest Prep: 16 Weeks',
    '16 weeks · Advanced',
    4,
    'trophy',
  ],
  [
    'deadlift-200-8-week-pull-programme',
    'Deadlift 200: 8-Week Pull Programme',
    '8 weeks · Advanced',
    0,
    'barbell',
  ],
  [
    'high-protein-vegetarian-muscle-gain',
    'High-Protein Vegetarian Muscle Gain',
    '10 weeks · Diet plan',
    3,
    'leaf',
  ],
  ['hybrid-strength-and-conditioning', 'Hybrid Strength & Conditioning', '12 weeks · Advanced', 1, 'pulse'],
  [
    'back-pain-reset-core-and-mobility',
    'Back Pain Reset: Core & Mobility',
    '6 weeks · Mobility',
    9,
    'figure',
  ],
  [
    'arms-and-shoulders-specialisation',
    'Arms & Shoulders Specialisation',
    '6 weeks · Intermediate',
    5,
    'dumbbell',
  ],
  ['contest-prep-diet-16-weeks', 'Contest Prep Diet: 16 Weeks', '16 weeks · Diet plan', 8, 'thali'],
  ['yoga-flow-for-strength-athletes', 'Yoga Flow for Strength Athletes', '8 weeks · Mobility', 4, 'figure'],
  [
    'festival-season-fat-loss-diet-6-weeks',
    'Festival Season Fat Loss Diet: 6 Weeks',
    '6 weeks · Diet plan',
    1,
    'thali',
  ],
];

/**
 * Plan lengths differ by trainer (a trainer may not offer 24 weeks), and a cover is one image for all of
 * them, so coaching covers name no plan lengths: the trainer and plan picker shows what each one offers.
 * Consultation covers name 15, 30 and 60 min, which every trainer of those programmes offers (the
 * catalogue seed test fails when a cover names a length that one of its trainers does not offer).
 */
const COACHING_KICKER = 'Coaching · One on one with your trainer';

const PROGRAMMES = [
  ['one-on-one-powerlifting-coaching', 'One-on-One Powerlifting Coaching', COACHING_KICKER, 0, 'barbell'],
  ['online-fat-loss-coaching', 'Online Fat Loss Coaching', COACHING_KICKER, 7, 'chat'],
  ['contest-prep-coaching', 'Contest Prep Coaching', COACHING_KICKER, 4, 'trophy'],
  ['strength-for-beginners', 'Strength for Beginners', COACHING_KICKER, 2, 'kettlebell'],
  ['nutrition-consultation', 'Nutrition Consultation', 'Consultation · 15, 30 or 60 min', 3, 'thali'],
  [
    'form-check-and-technique-review',
    'Form Check & Technique Review',
    'Consultation · 15, 30 or 60 min',
    9,
    'clipboard',
  ],
  [
    'injury-aware-training-consultation',
    'Injury-Aware Training Consultation',
    'Consultation · 15, 30 or 60 min',
    6,
    'figure',
  ],
  [
    'programme-design-consultation',
    'Programme Design Consultation',
    'Consultation · 15, 30 or 60 min',
    5,
    'calendar',
  ],
];

// ---------------------------------------------------------------- product silhouettes (drawn around 300,270)

const SHAPES = {
  tub: (c, a, label) =>
    `<rect x="195" y="150" width="210" height="260" rx="22" fill="${c}"/><rect x="185" y="120" width="230" height="48" rx="12" fill="${a}"/>` +
    `<rect x="195" y="215" width="210" height="120" fill="#fff" fill-opacity=".92"/><text x="300" y="265" font-size="26" font-weight="800" text-anchor="middle" fill="${c}">${esc(label)}</text>` +
    `<rect x="235" y="285" width="130" height="16" rx="8" fill="${a}"/><rect x="215" y="160" width="22" height="240" rx="11" fill="#fff" fill-opacity=".15"/>`,
  jar: (c, a, label) =>
    `<rect x="215" y="200" width="170" height="200" rx="20" fill="${c}"/><rect x="225" y="170" width="150" height="40" rx="10" fill="${a}"/>` +
    `<rect x="215" y="250" width="170" height="90" fill="#fff" fill-opacity=".92"/><text x="300" y="300" font-size="22" font-weight="800" text-anchor="middle" fill="${c}">${esc(label)}</text><rect x="250" y="314" width="100" height="12" rx="6" fill="${a}"/>`,
  pouch: (c, a, label) =>
    `<path d="M200 150 H400 L412 400 Q412 420 392 420 H208 Q188 420 188 400z" fill="${c}"/><rect x="200" y="150" width="200" height="26" fill="${a}"/>` +
    `<rect x="225" y="220" width="150" height="110" rx="10" fill="#fff" fill-opacity=".92"/><text x="300" y="270" font-size="22" font-weight="800" text-anchor="middle" fill="${c}">${esc(label)}</text><path d="M300 286 q-30 30 0 34 q30 -4 0 -34z" fill="${a}"/>`,
  bottle: (c, a, label) =>
    `<rect x="255" y="140" width="90" height="40" rx="8" fill="${a}"/><path d="M240 180 H360 Q380 200 380 230 V400 Q380 420 360 420 H240 Q220 420 220 400 V230 Q220 200 240 180z" fill="${c}"/>` +
    `<rect x="220" y="250" width="160" height="100" fill="#fff" fill-opacity=".92"/><text x="300" y="300" font-size="20" font-weight="800" text-anchor="middle" fill="${c}">${esc(label)}</text><rect x="260" y="316" width="80" height="10" rx="5" fill="${a}"/>`,
  tshirt: (c, a, label) =>
    `<path d="M230 140 L270 124 Q300 146 330 124 L370 140 L440 200 L400 246 L372 224 V420 H228 V224 L200 246 L160 200z" fill="${c}"/><path d="M270 124 Q300 160 330 124" fill="none" stroke="${a}" stroke-width="8"/>` +
    `<text x="300" y="262" font-size="24" font-weight="800" text-anchor="middle" fill="${a}">${esc(label)}</text>`,
  tank: (c, a, label) =>
    `<path d="M250 130 H275 Q300 170 325 130 H350 Q350 200 385 230 V420 H215 V230 Q250 200 250 130z" fill="${c}"/>` +
    `<text x="300" y="300" font-size="22" font-weight="800" text-anchor="middle" fill="${a}">${esc(label)}</text>`,
  hoodie: (c, a, label) =>
    `<path d="M240 150 Q300 70 360 150 L440 210 L450 400 L410 404 L392 250 V420 H208 V250 L190 404 L150 400 L160 210z" fill="${c}"/><path d="M255 150 Q300 100 345 150 Q300 190 255 150z" fill="#000" fill-opacity=".25"/>` +
    `<path d="M250 340 H350 L365 400 H235z" fill="#000" fill-opacity=".15"/><path d="M288 160 v50 M312 160 v50" stroke="${a}" stroke-width="5"/>` +
    `<text x="300" y="290" font-size="24" font-weight="800" text-anchor="middle" fill="${a}">${esc(label)}</text>`,
  shorts: (c, a, label) =>
    `<path d="M205 170 H395 L420 380 H315 L300 250 L285 380 H180z" fill="${c}"/><rect x="205" y="170" width="190" height="30" fill="${a}"/>` +
    `<text x="240" y="350" font-size="18" font-weight="800" text-anchor="middle" fill="${a}">${esc(label)}</text>`,
  belt: (c, a, label) =>
    `<ellipse cx="300" cy="280" rx="170" ry="110" fill="none" stroke="${c}" stroke-width="64"/><ellipse cx="300" cy="280" rx="170" ry="110" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2" stroke-dasharray="6 8"/>` +
    `<rect x="250" y="338" width="100" height="58" rx="8" fill="${a}"/><rect x="262" y="350" width="76" height="14" rx="7" fill="#fff" fill-opacity=".5"/>` +
    `<text x="300" y="186" font-size="22" font-weight="800" text-anchor="middle" fill="#fff">${esc(label)}</text>`,
  wraps: (c, a, label) =>
    `<rect x="300" y="240" width="170" height="70" rx="10" fill="${c}"/><rect x="420" y="240" width="50" height="70" fill="${a}"/><circle cx="250" cy="275" r="110" fill="${c}"/>` +
    [90, 66, 42]
      .map(
        (rr) =>
          `<circle cx="250" cy="275" r="${rr}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="4"/>`,
      )
      .join('') +
    `<circle cx="250" cy="275" r="14" fill="#000" fill-opacity=".3"/><path d="M470 260 q40 15 0 30" stroke="${a}" stroke-width="8" fill="none"/>` +
    `<text x="385" y="283" font-size="16" font-weight="800" text-anchor="middle" fill="#fff">${esc(label)}</text>`,
  straps: (c, a, label) =>
    [0, 1]
      .map(
        (i) =>
          `<g transform="rotate(${i ? 14 : -10} 300 280) translate(${i ? 40 : -40} 0)"><rect x="270" y="110" width="56" height="300" rx="8" fill="${c}"/><rect x="262" y="350" width="72" height="70" rx="30" fill="none" stroke="${a}" stroke-width="14"/><text x="298" y="250" font-size="16" font-weight="800" text-anchor="middle" fill="#fff" transform="rotate(-90 298 250)">${esc(label)}</text></g>`,
      )
      .join(''),
  hexDumbbell: (c, a, label) =>
    `<rect x="210" y="262" width="180" height="30" rx="8" fill="#cbd5e1"/>` +
    [150, 450]
      .map(
        (x) =>
          `<polygon points="${[
            [0, -90],
            [60, -55],
            [60, 55],
            [0, 90],
            [-60, 55],
            [-60, -55],
          ]
            .map(([dx, dy]) => `${x + dx},${277 + dy}`)
            .join(
              ' ',
            )}" fill="${c}"/><text x="${x}" y="285" font-size="22" font-weight="800" text-anchor="middle" fill="${a}">${esc(label)}</text>`,
      )
      .join(''),
  adjustable: (c, a, label) =>
    `<rect x="110" y="266" width="380" height="22" rx="8" fill="#9ca3af"/>` +
    [[-1], [1]]
      .map(
        ([d]) =>
          [
            [60, 24, 170],
            [92, 20, 140],
            [120, 18, 110],
          ]
            .map(
              ([x, w, h]) =>
                `<rect x="${d > 0 ? 300 + x : 300 - x - w}" y="${277 - h / 2}" width="${w}" height="${h}" rx="6" fill="${c}"/>`,
            )
            .join('') + `<rect x="${d > 0 ? 440 : 144}" y="256" width="16" height="42" rx="4" fill="${a}"/>`,
      )
      .join('') +
    `<text x="300" y="250" font-size="18" font-weight="800" text-anchor="middle" fill="${c}">${esc(label)}</text>`,
  plate: (c, a, label) =>
    `<circle cx="300" cy="275" r="160" fill="${c}"/><circle cx="300" cy="275" r="120" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="10"/><circle cx="300" cy="275" r="44" fill="#d1d5db"/><circle cx="300" cy="275" r="26" fill="#4b5563"/>` +
    `<text x="300" y="190" font-size="26" font-weight="800" text-anchor="middle" fill="${a}">${esc(label)}</text>`,
  band: (c, a, label) =>
    `<ellipse cx="300" cy="280" rx="190" ry="90" fill="none" stroke="${c}" stroke-width="34"/><ellipse cx="300" cy="280" rx="150" ry="60" fill="none" stroke="${a}" stroke-width="22"/>` +
    `<text x="300" y="290" font-size="22" font-weight="800" text-anchor="middle" fill="${c}">${esc(label)}</text>`,
  miniBands: (c, a, label) =>
    [
      ['#fde047', -90],
      ['#f97316', -45],
      [c, 0],
      ['#2563eb', 45],
      [a, 90],
    ]
      .map(
        ([col, dx], i) =>
          `<ellipse cx="${300 + dx}" cy="${300 - i * 12}" rx="80" ry="46" fill="none" stroke="${col}" stroke-width="18"/>`,
      )
      .join('') +
    `<text x="300" y="200" font-size="22" font-weight="800" text-anchor="middle" fill="#1f2937">${esc(label)}</text>`,
};

const SUPPLEMENT = ['tub', 'jar', 'pouch', 'bottle'];
const APPAREL = ['tshirt', 'tank', 'hoodie', 'shorts'];

/** What the extra images show: a close-up, the product with a prop, and the sizes side by side. */
const CLOSE_UP = {
  tshirt: 'Print close-up',
  tank: 'Print close-up',
  hoodie: 'Print close-up',
  belt: 'Lever and leather',
};
const SIZES = {
  tshirt: 'Sizes S to XL',
  tank: 'Sizes S to XL',
  hoodie: 'Sizes S to XL',
  shorts: 'Sizes S to XL',
  belt: 'Sizes S to XL',
  hexDumbbell: 'Available weights',
  plate: 'Available weights',
  adjustable: 'Available sets',
  band: 'Available strengths',
};

const shaker = (c) =>
  `<path d="M-50 -100 H50 L40 110 Q40 120 30 120 H-30 Q-40 120 -40 110z" fill="#fff" fill-opacity=".8" stroke="#94a3b8" stroke-width="4"/>` +
  `<path d="M-46 10 H46 L40 110 Q40 120 30 120 H-30 Q-40 120 -40 110z" fill="#92400e" fill-opacity=".75"/><rect x="-56" y="-130" width="112" height="34" rx="8" fill="${c}"/><rect x="-14" y="-152" width="28" height="24" rx="5" fill="${c}"/>`;
const glass = () =>
  `<path d="M-45 -90 H45 L36 110 H-36z" fill="#e0f2fe" fill-opacity=".8" stroke="#94a3b8" stroke-width="4"/><path d="M-41 -30 H41 L36 110 H-36z" fill="#7dd3fc" fill-opacity=".6"/>`;

function variant(shape, c, a, label, index) {
  const draw = SHAPES[shape];
  if (index === 1) {
    return [
      `<g transform="translate(300 280) scale(1.45) translate(-300 -280)">${draw(c, a, label)}</g>`,
      CLOSE_UP[shape] ?? 'Close-up',
    ];
  }
  if (index === 2) {
    const [prop, caption] = SUPPLEMENT.includes(shape)
      ? shape === 'bottle'
        ? [glass(), 'One a day with water']
        : [shaker(a), 'With your shaker']
      : APPAREL.includes(shape)
        ? [`<g transform="scale(.5)">${ILLUS.dumbbell()}</g>`, 'Made for training']
        : [`<g transform="scale(.55)">${ILLUS.kettlebell()}</g>`, 'In the gym'];
    return [
      `<g transform="translate(110 60) scale(.8)">${draw(c, a, label)}</g><g transform="translate(140 ${APPAREL.includes(shape) ? 410 : 330}) scale(.9)">${prop}</g>`,
      caption,
    ];
  }
  return [
    `<g transform="translate(-10 110) scale(.6)">${draw(c, a, label)}</g><g transform="translate(230 40) scale(.8)">${draw(c, a, label)}</g>`,
    SIZES[shape] ?? 'Available sizes',
  ];
}

/**
 * The caption band at the bottom of a product image (y 490 to 600) holds the brand tag and the title or
 * caption. The top of the image stays free of text: the shop pins its Out of stock and discount ribbons
 * there (the catalogue seed test checks both).
 */
const CAPTION_BAND_TOP = 490;

function productImage([, title, shape, brand, label, c, a, bg], index) {
  const [art, caption] = index ? variant(shape, c, a, label, index) : [SHAPES[shape](c, a, label), ''];
  const lines = index === 0 ? wrap(title, 34).slice(0, 2) : [caption];
  const size = index ? 28 : lines.length > 1 ? 24 : 26;
  const text = lines
    .map(
      (l, i) =>
        `<text x="300" y="${(lines.length > 1 ? 550 : 560) + i * 30}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#1f2937">${esc(l)}</text>`,
    )
    .join('');
  return svg(
    600,
    600,
    index ? `${title}: ${caption}` : title,
    `<rect width="600" height="600" fill="${bg}"/><circle cx="300" cy="270" r="${index === 1 ? 250 : 215}" fill="#fff" fill-opacity=".65"/><ellipse cx="300" cy="448" rx="170" ry="16" fill="#000" fill-opacity=".08"/>` +
      `<g font-family="${FONT}">${art}<rect y="${CAPTION_BAND_TOP}" width="600" height="${600 - CAPTION_BAND_TOP}" fill="${bg}"/><text x="300" y="518" font-size="18" font-weight="800" letter-spacing="2" text-anchor="middle" fill="${c}">${esc(brand.toUpperCase())}</text>${text}</g>`,
  );
}

// [slug, title, shape, brand, label on the product, main colour, accent, background, image count]
const PRODUCTS = [
  [
    'oxstrength-classic-logo-t-shirt',
    'OxStrength Classic Logo T-Shirt',
    'tshirt',
    'OxStrength',
    'OX',
    '#111827',
    '#f59e0b',
    '#fef3c7',
    3,
  ],
  [
    'oxstrength-dal-bhat-power-t-shirt',
    'OxStrength "Dal Bhat Power" T-Shirt',
    'tshirt',
    'OxStrength',
    'DAL BHAT',
    '#b91c1c',
    '#fde68a',
    '#fee2e2',
    2,
  ],
  [
    'oxstrength-oversized-pump-cover',
    'OxStrength Oversized Pump Cover',
    'tshirt',
    'OxStrength',
    'PUMP',
    '#6b7280',
    '#111827',
    '#f3f4f6',
    3,
  ],
  [
    'oxstrength-dri-fit-training-tee',
    'OxStrength Dri-Fit Training Tee',
    'tshirt',
    'OxStrength',
    'DRI-FIT',
    '#0284c7',
    '#e0f2fe',
    '#e0f2fe',
    2,
  ],
  [
    'oxstrength-himalayan-strength-hoodie',
    'OxStrength Himalayan Strength Hoodie',
    'hoodie',
    'OxStrength',
    'HIMALAYA',
    '#1e3a8a',
    '#fbbf24',
    '#dbeafe',
    4,
  ],
  [
    'oxstrength-zip-up-training-hoodie',
    'OxStrength Zip-Up Training Hoodie',
    'hoodie',
    'OxStrength',
    'OX',
    '#374151',
    '#f97316',
    '#f3f4f6',
    3,
  ],
  [
    'oxstrength-lightweight-pullover-hoodie',
    'OxStrength Lightweight Pullover Hoodie',
    'hoodie',
    'OxStrength',
    'OX',
    '#65a30d',
    '#f7fee7',
    '#ecfccb',
    2,
  ],
  [
    'oxstrength-5-inch-training-shorts',
    'OxStrength 5-Inch Training Shorts',
    'shorts',
    'OxStrength',
    'OX',
    '#111827',
    '#ef4444',
    '#fee2e2',
    3,
  ],
  [
    'oxstrength-2-in-1-running-shorts',
    'OxStrength 2-in-1 Running Shorts',
    'shorts',
    'OxStrength',
    'OX',
    '#0f766e',
    '#ccfbf1',
    '#ccfbf1',
    2,
  ],
  [
    'oxstrength-heavyweight-sweat-shorts',
    'OxStrength Heavyweight Sweat Shorts',
    'shorts',
    'OxStrength',
    'OX',
    '#78716c',
    '#fafaf9',
    '#f5f5f4',
    2,
  ],
  [
    'oxstrength-stringer-tank-top',
    'OxStrength Stringer Tank Top',
    'tank',
    'OxStrength',
    'OX',
    '#111827',
    '#facc15',
    '#fef9c3',
    2,
  ],
  [
    'oxstrength-womens-racerback-tank',
    'OxStrength Women’s Racerback Tank',
    'tank',
    'OxStrength',
    'STRONG',
    '#db2777',
    '#fff',
    '#fce7f3',
    3,
  ],
  [
    'sbd-competition-t-shirt',
    'SBD Competition T-Shirt',
    'tshirt',
    'SBD',
    'SBD',
    '#111827',
    '#dc2626',
    '#e5e7eb',
    2,
  ],
  [
    'optimum-nutrition-gold-standard-whey',
    'Optimum Nutrition Gold Standard 100% Whey, Double Rich Chocolate',
    'tub',
    'Optimum Nutrition',
    'GOLD WHEY',
    '#1f2937',
    '#d4a017',
    '#fef3c7',
    4,
  ],
  [
    'muscleblaze-biozyme-performance-whey',
    'MuscleBlaze Biozyme Performance Whey, Rich Chocolate',
    'tub',
    'MuscleBlaze',
    'BIOZYME',
    '#991b1b',
    '#111827',
    '#fee2e2',
    3,
  ],
  [
    'himalayan-whey-concentrate-unflavoured',
    'Himalayan Whey Concentrate, Unflavoured',
    'pouch',
    'Himalayan Whey',
    'WHEY',
    '#0369a1',
    '#e2e8f0',
    '#e0f2fe',
    2,
  ],
  [
    'dymatize-iso100-hydrolyzed-whey',
    'Dymatize ISO100 Hydrolyzed Whey Isolate, Gourmet Vanilla',
    'tub',
    'Dymatize',
    'ISO100',
    '#1e3a8a',
    '#ef4444',
    '#dbeafe',
    3,
  ],
  [
    'muscletech-nitro-tech-whey-gold',
    'MuscleTech Nitro-Tech Whey Gold, Double Rich Chocolate',
    'tub',
    'MuscleTech',
    'NITRO-TECH',
    '#111827',
    '#eab308',
    '#fef9c3',
    2,
  ],
  [
    'oxstrength-creatine-monohydrate',
    'OxStrength Creatine Monohydrate',
    'jar',
    'OxStrength',
    'CREATINE',
    '#111827',
    '#f59e0b',
    '#f3f4f6',
    3,
  ],
  [
    'muscletech-platinum-creatine',
    'MuscleTech Platinum 100% Creatine',
    'jar',
    'MuscleTech',
    'PLATINUM',
    '#475569',
    '#0ea5e9',
    '#e2e8f0',
    2,
  ],
  [
    'optimum-nutrition-micronized-creatine',
    'Optimum Nutrition Micronized Creatine Powder',
    'jar',
    'Optimum Nutrition',
    'CREATINE',
    '#1f2937',
    '#d4a017',
    '#fef3c7',
    2,
  ],
  [
    'muscleblaze-pre-workout-fruit-punch',
    'MuscleBlaze Pre-Workout, Fruit Punch',
    'jar',
    'MuscleBlaze',
    'PRE',
    '#be123c',
    '#111827',
    '#ffe4e6',
    2,
  ],
  [
    'oxstrength-himal-rush-pre-workout',
    'OxStrength Himal Rush Pre-Workout',
    'jar',
    'OxStrength',
    'HIMAL RUSH',
    '#15803d',
    '#facc15',
    '#dcfce7',
    3,
  ],
  [
    'optimum-nutrition-gold-standard-pre-workout',
    'Optimum Nutrition Gold Standard Pre-Workout, Blueberry Lemonade',
    'jar',
    'Optimum Nutrition',
    'PRE',
    '#4338ca',
    '#d4a017',
    '#e0e7ff',
    2,
  ],
  [
    'oxstrength-daily-multivitamin',
    'OxStrength Daily Multivitamin',
    'bottle',
    'OxStrength',
    'MULTI',
    '#ea580c',
    '#111827',
    '#ffedd5',
    2,
  ],
  [
    'muscleblaze-fish-oil-omega-3',
    'MuscleBlaze Fish Oil Omega-3',
    'bottle',
    'MuscleBlaze',
    'OMEGA-3',
    '#0e7490',
    '#facc15',
    '#cffafe',
    2,
  ],
  [
    'himalayan-whey-vitamin-d3-k2',
    'Himalayan Whey Vitamin D3 + K2',
    'bottle',
    'Himalayan Whey',
    'D3 + K2',
    '#ca8a04',
    '#0369a1',
    '#fef9c3',
    2,
  ],
  [
    'sbd-lever-belt-13mm',
    'SBD Lever Belt 13 mm',
    'belt',
    'SBD',
    'SBD 13 MM',
    '#111827',
    '#dc2626',
    '#e5e7eb',
    4,
  ],
  [
    'oxstrength-10mm-lever-belt',
    'OxStrength 10 mm Lever Belt',
    'belt',
    'OxStrength',
    'OX 10 MM',
    '#78350f',
    '#d1d5db',
    '#fef3c7',
    3,
  ],
  [
    'oxstrength-nylon-training-belt',
    'OxStrength Nylon Training Belt',
    'belt',
    'OxStrength',
    'OX NYLON',
    '#1d4ed8',
    '#111827',
    '#dbeafe',
    2,
  ],
  [
    'rogue-ohio-lifting-belt',
    'Rogue Ohio Lifting Belt',
    'belt',
    'Rogue',
    'ROGUE',
    '#92400e',
    '#9ca3af',
    '#f5f5f4',
    2,
  ],
  ['sbd-wrist-wraps', 'SBD Wrist Wraps', 'wraps', 'SBD', 'SBD', '#111827', '#dc2626', '#e5e7eb', 3],
  [
    'oxstrength-wrist-wraps-24-inch',
    'OxStrength Wrist Wraps 24 Inch',
    'wraps',
    'OxStrength',
    'OX',
    '#b91c1c',
    '#111827',
    '#fee2e2',
    2,
  ],
  [
    'harbinger-cotton-lifting-straps',
    'Harbinger Cotton Lifting Straps',
    'straps',
    'Harbinger',
    'HARBINGER',
    '#1f2937',
    '#ef4444',
    '#f3f4f6',
    2,
  ],
  [
    'oxstrength-figure-8-lifting-straps',
    'OxStrength Figure-8 Lifting Straps',
    'straps',
    'OxStrength',
    'OX',
    '#0f766e',
    '#111827',
    '#ccfbf1',
    2,
  ],
  [
    'oxstrength-rubber-hex-dumbbells',
    'OxStrength Rubber Hex Dumbbells',
    'hexDumbbell',
    'OxStrength',
    '10 KG',
    '#111827',
    '#f59e0b',
    '#f3f4f6',
    3,
  ],
  [
    'oxstrength-adjustable-dumbbell-set',
    'OxStrength Adjustable Dumbbell Set',
    'adjustable',
    'OxStrength',
    '20 KG SET',
    '#1f2937',
    '#dc2626',
    '#fef3c7',
    4,
  ],
  [
    'rogue-echo-bumper-plates',
    'Rogue Echo Bumper Plates',
    'plate',
    'Rogue',
    '20 KG',
    '#111827',
    '#e5e7eb',
    '#e5e7eb',
    2,
  ],
  [
    'oxstrength-resistance-band-set',
    'OxStrength Resistance Band Set',
    'band',
    'OxStrength',
    'OX BANDS',
    '#dc2626',
    '#111827',
    '#fee2e2',
    3,
  ],
  [
    'harbinger-mini-loop-bands',
    'Harbinger Mini Loop Bands, Set of 5',
    'miniBands',
    'Harbinger',
    'MINI LOOPS',
    '#16a34a',
    '#7c3aed',
    '#f3f4f6',
    2,
  ],
];

// ---------------------------------------------------------------- portraits, 400x400 (people drawn at 200x200)

const SKIN = ['#f1c7a1', '#e0ac83', '#c68e65', '#a8704a', '#8d5a3b'];
const HAIR = ['#1f1a17', '#2d221c', '#3b2a20', '#111111', '#4a3426'];
const SHIRTS = ['#dc2626', '#2563eb', '#16a34a', '#7c3aed', '#ea580c', '#0891b2', '#db2777', '#334155'];
const BACKS = ['#fde68a', '#bfdbfe', '#bbf7d0', '#ddd6fe', '#fed7aa', '#a5f3fc', '#fbcfe8', '#e2e8f0'];

function portrait(name, look, size) {
  const h = hash(name);
  const skin = SKIN[look.skin ?? h % SKIN.length];
  const hair = HAIR[(h >>> 3) % HAIR.length];
  const shirt = SHIRTS[look.shirt ?? (h >>> 5) % SHIRTS.length];
  const back = BACKS[(look.shirt ?? (h >>> 5) % SHIRTS.length) % BACKS.length];
  const initials = name
    .split(' ')
    .filter(Boolean)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  const hairBack =
    look.style === 'long'
      ? `<path d="M118 170 Q110 70 200 66 Q290 70 282 170 L292 300 H108z" fill="${hair}"/>`
      : '';
  const hairTop = {
    short: `<path d="M128 160 Q124 80 200 78 Q276 80 272 160 Q262 118 200 116 Q140 118 128 160z" fill="${hair}"/>`,
    long: `<path d="M128 170 Q124 84 200 80 Q276 84 272 170 Q250 120 196 118 Q150 122 128 170z" fill="${hair}"/>`,
    bun: `<circle cx="200" cy="72" r="30" fill="${hair}"/><path d="M128 160 Q124 86 200 84 Q276 86 272 160 Q250 116 200 114 Q150 116 128 160z" fill="${hair}"/>`,
    cap: `<path d="M124 140 Q130 76 200 74 Q270 76 276 140z" fill="${shirt}"/><path d="M200 132 H300 Q300 146 276 146 H200z" fill="${shirt}"/>`,
  }[look.style];
  const beard = look.beard
    ? `<path d="M140 190 Q144 262 200 266 Q256 262 260 190 Q240 232 200 234 Q160 232 140 190z" fill="${hair}" fill-opacity=".85"/>`
    : '';
  return svg(
    size,
    size,
    name,
    `<g transform="scale(${size / 400})"><rect width="400" height="400" fill="${back}"/><circle cx="330" cy="70" r="90" fill="#fff" fill-opacity=".35"/>${hairBack}` +
      `<path d="M60 400 Q64 298 200 286 Q336 298 340 400z" fill="${shirt}"/><rect x="176" y="236" width="48" height="56" rx="18" fill="${skin}"/><path d="M176 286 Q200 312 224 286" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="6"/>` +
      `<ellipse cx="200" cy="170" rx="72" ry="84" fill="${skin}"/><ellipse cx="128" cy="176" rx="12" ry="18" fill="${skin}"/><ellipse cx="272" cy="176" rx="12" ry="18" fill="${skin}"/>${hairTop}${beard}` +
      `<circle cx="174" cy="176" r="7" fill="#1f2937"/><circle cx="226" cy="176" r="7" fill="#1f2937"/><path d="M160 156 q14 -8 28 0 M212 156 q14 -8 28 0" stroke="${hair}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<path d="M176 214 Q200 234 224 214" stroke="#7f1d1d" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<text x="200" y="372" font-family="${FONT}" font-size="40" font-weight="800" text-anchor="middle" fill="#fff" fill-opacity=".9">${esc(initials)}</text></g>`,
  );
}

const TRAINERS = [
  ['bikash-gurung', 'Bikash Gurung', { style: 'short', skin: 1, shirt: 0, beard: true }],
  ['anjali-thapa', 'Anjali Thapa', { style: 'bun', skin: 1, shirt: 1 }],
  ['suman-shrestha', 'Suman Shrestha', { style: 'short', skin: 2, shirt: 7 }],
  ['pooja-rai', 'Pooja Rai', { style: 'long', skin: 0, shirt: 6 }],
  ['ramesh-tamang', 'Ramesh Tamang', { style: 'cap', skin: 0, shirt: 2 }],
  ['nisha-magar', 'Nisha Magar', { style: 'long', skin: 2, shirt: 5 }],
];

// [slug, name, hair style, beard]
const PEOPLE = [
  ['sabin-thapa-magar', 'Sabin Thapa Magar', 'short', true],
  ['rekha-gurung', 'Rekha Gurung', 'long'],
  ['rabin-maharjan', 'Rabin Maharjan', 'cap'],
  ['sangita-lama', 'Sangita Lama', 'bun'],
  ['aakash-karki', 'Aakash Karki', 'short'],
  ['binita-shakya', 'Binita Shakya', 'long'],
  ['sarita-limbu', 'Sarita Limbu', 'bun'],
  ['dinesh-rai', 'Dinesh Rai', 'short', true],
  ['hari-bhattarai', 'Hari Bhattarai', 'short'],
  ['prabin-khatri', 'Prabin Khatri', 'short', true],
  ['sushma-bhandari', 'Sushma Bhandari', 'long'],
  ['alina-gurung', 'Alina Gurung', 'bun'],
  ['nirmala-thapa', 'Nirmala Thapa', 'long'],
  ['aarav-adhikari', 'Aarav Adhikari', 'short'],
  ['sunita-karki', 'Sunita Karki', 'long'],
  ['rojina-maharjan', 'Rojina Maharjan', 'bun'],
  ['kabita-poudel', 'Kabita Poudel', 'long'],
  ['sagar-basnet', 'Sagar Basnet', 'cap'],
  ['nabin-chaudhary', 'Nabin Chaudhary', 'short', true],
  ['roshan-kc', 'Roshan KC', 'short'],
  ['asmita-joshi', 'Asmita Joshi', 'bun'],
  ['sabina-shakya', 'Sabina Shakya', 'long'],
  ['pratiksha-ghimire', 'Pratiksha Ghimire', 'long'],
  ['laxmi-dahal', 'Laxmi Dahal', 'bun'],
];

// ---------------------------------------------------------------- gallery scenes, 800x600

const person = (x, y, s, shirt, skin = '#c68e65') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><circle cy="-150" r="26" fill="${skin}"/><path d="M-40 -110 Q0 -126 40 -110 L48 -20 H-48z" fill="${shirt}"/><rect x="-38" y="-22" width="30" height="110" rx="12" fill="#1f2937"/><rect x="8" y="-22" width="30" height="110" rx="12" fill="#1f2937"/></g>`;
/** Someone at the top of a deadlift: the bar at the hips. */
const lifter = (x, y, s, shirt) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${person(0, 80, 0.9, shirt)}<g transform="translate(0 62)">${ILLUS.barbell()}</g></g>`;

const SCENES = {
  platform: (c) =>
    `<rect y="420" width="800" height="180" fill="#292524"/><rect x="180" y="440" width="440" height="120" fill="#78716c"/><rect x="300" y="440" width="200" height="120" fill="#a8a29e"/>${lifter(400, 330, 0.95, c)}`,
  podium: (c) =>
    `<rect y="470" width="800" height="130" fill="#1f2937"/><rect x="300" y="330" width="200" height="140" fill="#facc15"/><rect x="110" y="380" width="190" height="90" fill="#cbd5e1"/><rect x="500" y="400" width="190" height="70" fill="#d97706"/>` +
    `<text x="400" y="420" font-size="60" font-weight="800" text-anchor="middle" fill="#78350f" font-family="${FONT}">1</text>` +
    person(400, 240, 0.8, c) +
    person(205, 290, 0.75, '#2563eb') +
    person(595, 310, 0.75, '#16a34a'),
  gym: (c) =>
    `<rect y="440" width="800" height="160" fill="#3f3f46"/>` +
    [120, 560]
      .map(
        (x) =>
          `<g stroke="#a1a1aa" stroke-width="14"><path d="M${x} 440 V170 M${x + 130} 440 V170 M${x} 180 H${x + 130}"/></g><rect x="${x - 40}" y="270" width="210" height="10" fill="#e4e4e7"/>`,
      )
      .join('') +
    `<rect x="330" y="360" width="140" height="16" rx="8" fill="#71717a"/>` +
    [350, 385, 420, 455]
      .map(
        (x, i) =>
          `<rect x="${x - 8}" y="${330 - i * 4}" width="16" height="${30 + i * 8}" rx="4" fill="#18181b"/>`,
      )
      .join('') +
    person(690, 470, 0.8, c),
  group: (c, h) =>
    `<rect y="430" width="800" height="170" fill="#65a30d"/>` +
    [110, 250, 390, 530, 670]
      .slice(h % 2)
      .map((x, i) =>
        person(
          x,
          470 - (i % 2) * 10,
          0.85,
          i === 2 ? c : SHIRTS[(i * 3) % SHIRTS.length],
          SKIN[i % SKIN.length],
        ),
      )
      .join(''),
  seminar: (c) =>
    `<rect x="80" y="80" width="420" height="250" rx="10" fill="#fff"/><path d="M120 280 L200 200 L260 240 L340 150 L440 190" stroke="${c}" stroke-width="10" fill="none"/><rect y="470" width="800" height="130" fill="#78350f"/>` +
    person(600, 440, 0.9, c) +
    [120, 260, 400]
      .map((x, i) => `<circle cx="${x}" cy="520" r="34" fill="${SKIN[(i + 1) % SKIN.length]}"/>`)
      .join(''),
  mountain: (c, h) =>
    `<circle cx="${560 + (h % 5) * 40}" cy="${80 + (h % 3) * 20}" r="36" fill="#fde68a"/><polygon points="0,420 200,150 380,420" fill="#94a3b8"/><polygon points="200,150 160,210 200,195 235,215" fill="#fff"/><polygon points="280,420 520,110 760,420" fill="#cbd5e1"/><polygon points="520,110 475,170 520,155 560,175" fill="#fff"/><rect y="420" width="800" height="180" fill="#4d7c0f"/><path d="M380 600 Q420 500 520 420" stroke="#d6d3d1" stroke-width="40" fill="none"/>` +
    ['#2563eb', '#f8fafc', '#dc2626', '#16a34a', '#facc15', '#2563eb', '#f8fafc']
      .map((col, i) => `<rect x="${60 + i * 44}" y="${250 + i * 8}" width="24" height="30" fill="${col}"/>`)
      .join('') +
    `<path d="M50 240 L360 300" stroke="#e7e5e4" stroke-width="3"/>` +
    person(600, 520, 0.7, c),
  kitchen: (c, h) =>
    `<rect y="300" width="800" height="300" fill="#a16207"/><g transform="translate(400 420) scale(.95)">${ILLUS.thali()}</g><rect x="620" y="330" width="90" height="120" rx="10" fill="#f8fafc" fill-opacity=".9"/>` +
    (h % 2
      ? `<circle cx="160" cy="400" r="56" fill="#f8fafc"/><circle cx="160" cy="400" r="44" fill="${c}" fill-opacity=".6"/>`
      : ''),
  market: (c) =>
    `<rect y="420" width="800" height="180" fill="#57534e"/>` +
    [60, 300, 540]
      .map(
        (x, i) =>
          `<rect x="${x}" y="170" width="200" height="40" fill="${[c, '#16a34a', '#2563eb'][i]}"/><rect x="${x + 10}" y="330" width="180" height="90" fill="#78350f"/>` +
          [0, 1, 2, 3, 4]
            .map(
              (k) =>
                `<circle cx="${x + 30 + k * 35}" cy="${320 - (k % 2) * 8}" r="20" fill="${['#dc2626', '#65a30d', '#f97316', '#facc15', '#7c3aed'][(k + i) % 5]}"/>`,
            )
            .join(''),
      )
      .join(''),
  yoga: (c) =>
    `<rect x="520" y="70" width="200" height="260" fill="#fef9c3" stroke="#fff" stroke-width="12"/><rect y="440" width="800" height="160" fill="#d6d3d1"/><rect x="180" y="450" width="440" height="40" rx="12" fill="${c}"/><g transform="translate(400 330) scale(.9)">${ILLUS.figure().replace(/#fff/g, '#1f2937')}</g>`,
  clinic: (c) =>
    `<rect y="450" width="800" height="150" fill="#cbd5e1"/><rect x="150" y="350" width="420" height="40" rx="10" fill="#0f766e"/><rect x="180" y="390" width="20" height="80" fill="#64748b"/><rect x="520" y="390" width="20" height="80" fill="#64748b"/>` +
    person(640, 480, 0.85, '#f8fafc') +
    `<circle cx="220" cy="330" r="26" fill="#c68e65"/><rect x="250" y="316" width="240" height="40" rx="16" fill="${c}"/>`,
  stage: (c) =>
    `<polygon points="200,0 320,0 460,520 120,520" fill="#fef3c7" fill-opacity=".25"/><polygon points="480,0 600,0 700,520 360,520" fill="#fef3c7" fill-opacity=".2"/><rect y="480" width="800" height="120" fill="#111827"/>` +
    person(400, 470, 1.05, c),
  phone: (c) =>
    `<rect x="270" y="60" width="260" height="480" rx="34" fill="#111827"/><rect x="288" y="100" width="224" height="400" rx="10" fill="#f8fafc"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${300 + (i % 2) * 106}" y="${116 + Math.floor(i / 2) * 170}" width="94" height="150" rx="8" fill="${BACKS[i]}"/>${person(347 + (i % 2) * 106, 250 + Math.floor(i / 2) * 170, 0.45, c)}`,
      )
      .join(''),
  field: (c) =>
    `<rect y="300" width="800" height="300" fill="#15803d"/><path d="M0 460 H800 M400 300 V600" stroke="#f0fdf4" stroke-width="6"/><circle cx="400" cy="460" r="70" fill="none" stroke="#f0fdf4" stroke-width="6"/>` +
    [160, 260, 560, 660]
      .map((x) => `<polygon points="${x},520 ${x - 14},550 ${x + 14},550" fill="#f97316"/>`)
      .join('') +
    person(300, 470, 0.7, c) +
    person(520, 480, 0.7, '#2563eb'),
  webinar: (c) =>
    `<rect x="150" y="90" width="500" height="320" rx="14" fill="#1f2937"/><rect x="170" y="110" width="460" height="280" fill="#e0f2fe"/><rect x="110" y="410" width="580" height="24" rx="10" fill="#9ca3af"/>` +
    `<g transform="translate(400 250) scale(.6)">${ILLUS.barbell()}</g>` +
    person(250, 380, 0.4, c) +
    `<rect y="460" width="800" height="140" fill="#a16207"/>`,
  medals: () =>
    `<rect y="380" width="800" height="220" fill="#78350f"/>` +
    [150, 280, 410, 540, 670]
      .map(
        (x, i) =>
          `<path d="M${x - 20} 160 L${x} 280 L${x + 20} 160" stroke="${['#dc2626', '#2563eb', '#16a34a', '#dc2626', '#7c3aed'][i]}" stroke-width="14" fill="none"/><circle cx="${x}" cy="310" r="46" fill="${['#facc15', '#d1d5db', '#d97706', '#facc15', '#d1d5db'][i]}"/>`,
      )
      .join(''),
  packing: (c) =>
    `<rect y="430" width="800" height="170" fill="#a8a29e"/>` +
    [
      [120, 300, 180],
      [320, 260, 220],
      [560, 320, 160],
    ]
      .map(
        ([x, y, w]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${430 - y}" fill="#d97706"/><rect x="${x}" y="${y}" width="${w}" height="24" fill="#b45309"/><rect x="${x + w / 2 - 12}" y="${y}" width="24" height="${430 - y}" fill="#fbbf24" fill-opacity=".6"/>`,
      )
      .join('') +
    `<text x="410" y="380" font-size="28" font-weight="800" text-anchor="middle" fill="${c}" font-family="${FONT}">OX SHOP</text>`,
};

const SKIES = [
  ['#bae6fd', '#f0f9ff'],
  ['#fde68a', '#fff7ed'],
  ['#c7d2fe', '#eef2ff'],
  ['#1e293b', '#475569'],
  ['#fecaca', '#fff1f2'],
  ['#bbf7d0', '#f0fdf4'],
];

/** Scenes without writing may be drawn mirrored, so repeated kinds of scene do not look identical. */
const MIRRORABLE = [
  'platform',
  'gym',
  'group',
  'seminar',
  'mountain',
  'kitchen',
  'market',
  'yoga',
  'clinic',
  'stage',
  'field',
  'phone',
];

function scene(slug, kind, title) {
  const h = hash(slug);
  const [s1, s2] = SKIES[h % SKIES.length];
  const accent = SHIRTS[(h >>> 4) % SHIRTS.length];
  const mirror = MIRRORABLE.includes(kind) && (h >>> 8) % 2 === 1;
  const art = SCENES[kind](accent, h);
  return svg(
    800,
    600,
    title,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s1}"/><stop offset="1" stop-color="${s2}"/></linearGradient></defs><rect width="800" height="600" fill="url(#s)"/>${mirror ? `<g transform="matrix(-1 0 0 1 800 0)">${art}</g>` : art}`,
  );
}

// [slug, scene, title] (titles as the seed gives them)
const GALLERY = [
  ['bikash-gurung-meet-platform', 'platform', 'Third attempt deadlift at nationals'],
  ['bikash-gurung-medal-podium', 'podium', 'Gold in the 83 kg class, Kathmandu 2023'],
  ['bikash-gurung-team-session', 'group', 'Saturday team squat session in Pokhara'],
  ['bikash-gurung-gym-racks', 'gym', 'The Lakeside training hall'],
  ['bikash-gurung-seminar', 'seminar', 'Bench press technique seminar, Butwal'],
  ['bikash-gurung-annapurna-view', 'mountain', 'Recovery walk above Phewa Lake'],
  ['anjali-thapa-futsal-testing', 'field', 'Pre-season sprint testing with a futsal squad'],
  ['anjali-thapa-trail-run', 'mountain', 'Hill intervals on the Shivapuri trail'],
  ['anjali-thapa-gym-racks', 'gym', 'Trap bar jumps in the Jhamsikhel gym'],
  ['anjali-thapa-group-class', 'group', 'Beginner strength class'],
  ['anjali-thapa-base-camp', 'mountain', 'Client check-in from Everest Base Camp'],
  ['suman-shrestha-stage', 'stage', 'Classic physique final, nationals 2024'],
  ['suman-shrestha-medal-podium', 'podium', 'Bronze at the South Asian championship'],
  ['suman-shrestha-gym-racks', 'gym', 'Back day in Baneshwor'],
  ['suman-shrestha-meal-prep', 'kitchen', 'Prep week meals: rice, chicken and saag'],
  ['suman-shrestha-posing-class', 'seminar', 'Posing practice with first-time competitors'],
  ['suman-shrestha-backstage', 'stage', 'Pump-up backstage before prejudging'],
  ['suman-shrestha-check-in', 'phone', 'Weekly check-in photos, week 12'],
  ['pooja-rai-outdoor-class', 'group', 'Dharan Fit Mums morning session'],
  ['pooja-rai-home-workout', 'yoga', 'Home workout with two dumbbells and a mat'],
  ['pooja-rai-dal-bhat-plate', 'kitchen', 'A balanced dal bhat plate'],
  ['pooja-rai-hill-walk', 'mountain', 'Evening walk to Bhedetar'],
  ['ramesh-tamang-dal-bhat-plate', 'kitchen', 'Protein-first dal bhat, 650 kcal'],
  ['ramesh-tamang-conference', 'seminar', 'Talk at the Nepal Sports Science Conference'],
  ['ramesh-tamang-market', 'market', 'Seasonal vegetables at the Kalimati market'],
  ['ramesh-tamang-football-camp', 'field', 'Meal planning at the youth football camp'],
  ['ramesh-tamang-breakfast', 'kitchen', 'High-protein breakfast: eggs, chiura and curd'],
  ['nisha-magar-yoga-flow', 'yoga', 'Morning flow before a lifting session'],
  ['nisha-magar-clinic', 'clinic', 'Shoulder assessment in the clinic'],
  ['nisha-magar-team-warmup', 'group', 'Warming up the national team in Dhaka'],
  ['nisha-magar-riverside', 'mountain', 'Mobility by the Narayani river'],
  ['nisha-magar-group-class', 'yoga', 'Hip mobility workshop for lifters'],
  ['nisha-magar-gym-racks', 'gym', 'Loaded stretching on the rack'],
  ['about-coaching-room', 'seminar', 'Our coaching room in Kathmandu'],
  ['about-community-meetup', 'group', 'Community meet-up at Tundikhel'],
  ['about-meet-day', 'platform', 'OxStrength lifters at the national championship'],
  ['about-trek-group', 'mountain', 'Trek Ready group on the Poon Hill trail'],
  ['about-nutrition-workshop', 'kitchen', 'Dal bhat nutrition workshop'],
  ['about-gym-floor', 'gym', 'Partner gym floor in Lalitpur'],
  ['about-yoga-session', 'yoga', 'Saturday mobility session'],
  ['about-webinar', 'webinar', 'Live webinar: your first powerlifting meet'],
  ['about-medal-table', 'medals', 'Medals from the 2025 season'],
  ['about-shop-packing', 'packing', 'Packing Ox Shop orders for delivery'],
];

// ---------------------------------------------------------------- category icons, 64x64

// [slug, name, shape, colour]
const ICONS = [
  ['apparel', 'Apparel', 'tshirt', '#dc2626'],
  ['t-shirts', 'T-Shirts', 'tshirt', '#ef4444'],
  ['hoodies', 'Hoodies', 'hoodie', '#b91c1c'],
  ['shorts', 'Shorts', 'shorts', '#f97316'],
  ['tank-tops', 'Tank Tops', 'tank', '#db2777'],
  ['supplements', 'Supplements', 'tub', '#16a34a'],
  ['whey-protein', 'Whey Protein', 'tub', '#15803d'],
  ['creatine', 'Creatine', 'jar', '#0d9488'],
  ['pre-workout', 'Pre-Workout', 'jar', '#65a30d'],
  ['vitamins', 'Vitamins', 'bottle', '#ca8a04'],
  ['gym-gear', 'Gym Gears', 'hexDumbbell', '#2563eb'],
  ['lifting-belts', 'Lifting Belts', 'belt', '#1d4ed8'],
  ['wrist-wraps-and-straps', 'Wrist Wraps & Straps', 'wraps', '#4f46e5'],
  ['dumbbells-and-plates', 'Dumbbells & Plates', 'hexDumbbell', '#0369a1'],
  ['resistance-bands', 'Resistance Bands', 'band', '#7c3aed'],
];

function icon(name, shape, colour) {
  const art = SHAPES[shape]('#fff', colour, '');
  return svg(
    64,
    64,
    name,
    `<rect width="64" height="64" rx="14" fill="${colour}"/><g transform="translate(32 33) scale(.12) translate(-300 -280)">${art}</g>`,
  );
}

// ---------------------------------------------------------------- write everything

rmSync(OUT, { recursive: true, force: true });
for (const [slug, title, kicker, palette, illus] of TEMPLATES)
  write('templates', slug, cover(title, kicker, palette, illus));
for (const [slug, title, kicker, palette, illus] of PROGRAMMES)
  write('programmes', slug, cover(title, kicker, palette, illus));
for (const p of PRODUCTS)
  for (let i = 0; i < p[8]; i++) write('products', `${p[0]}-${i + 1}`, productImage(p, i));
for (const [slug, name, look] of TRAINERS) write('trainers', slug, portrait(name, look, 400));
for (const [slug, name, style, beard] of PEOPLE) write('people', slug, portrait(name, { style, beard }, 200));
for (const [slug, kind, title] of GALLERY) write('gallery', slug, scene(slug, kind, title));
for (const [slug, name, shape, colour] of ICONS) write('icons', slug, icon(name, shape, colour));

const largest = written.reduce((a, b) => (b[2] > a[2] ? b : a));
const total = written.reduce((n, w) => n + w[2], 0);
console.log(
  `${written.length} images, ${r(total / 1024)} kB in all; largest ${largest[0]}/${largest[1]}.svg at ${r(largest[2] / 1024)} kB`,
);

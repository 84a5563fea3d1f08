#!/usr/bin/env node
/**
 * Records the catalogue's training videos: apps/web/public/videos/catalogue/<slug>.webm (VP9, 640x360) and a
 * poster frame <slug>.webp beside each. The output is committed, so neither `npm start` nor CI runs this; run it
 * again after changing a scene below:
 *   node scripts/generate-training-videos.mjs              every video (about 10 s each: recording is real time)
 *   node scripts/generate-training-videos.mjs push-up      only the slugs named
 *   node scripts/generate-training-videos.mjs --frames DIR [slug ...]
 *                                                          no recording: a PNG contact sheet per slug in DIR
 * Slugs and titles come from apps/api/src/db/seed/catalogue/training-videos.json, the list the seed inserts
 * (its test checks every file exists). Each scene is a stick figure drawn on a <canvas> in headless Chromium
 * (Debian's /usr/bin/chromium, driven by playwright-core from the e2e workspace), recorded with
 * canvas.captureStream() + MediaRecorder. No network, no ffmpeg. Chromium writes each file's duration and a
 * Cues index (a key frame a second), which the script checks after recording, so players show the length and seek.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'apps/web/public/videos/catalogue');
const LIST = path.join(ROOT, 'apps/api/src/db/seed/catalogue/training-videos.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RECORDING = { seconds: 9, fps: 30, bitrate: 260_000 };
const MAX_BYTES = 400 * 1024;

/**
 * Runs in the page. Defines window.scenes (the slugs it can draw), window.record(...) and window.sheet(...).
 * Coordinates are canvas pixels, y down; an angle is in degrees, 0 pointing up and 90 pointing right (the way
 * every figure faces).
 */
function studio(RECORDING_SECONDS) {
  /* global document, window, MediaRecorder, FileReader, Path2D, requestAnimationFrame */
  const W = 640;
  const H = 360;
  const FLOOR = 284;
  const CX = 320;
  const RED = '#c92a2a';
  const DARK_RED = '#8f1d1d';
  const INK = '#25262b';
  const FAR = '#a5abb3';
  const FONT = '"Liberation Sans", Arial, Helvetica, sans-serif';
  /** Segment lengths of the figure (about 1.2 px per cm). */
  const L = { shin: 52, thigh: 54, torso: 66, neck: 9, head: 13, upper: 40, fore: 37, foot: 17 };
  /** Where the far-side limbs sit relative to the near ones. */
  const DEPTH = { x: -5, y: -2 };

  const P = (x, y) => ({ x, y });
  const add = (a, b) => P(a.x + b.x, a.y + b.y);
  const lerpP = (a, b, k) => P(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k);
  const rad = (deg) => (deg * Math.PI) / 180;
  const polar = (p, len, deg) => P(p.x + len * Math.sin(rad(deg)), p.y - len * Math.cos(rad(deg)));
  const angleOf = (a, b) => (Math.atan2(b.x - a.x, a.y - b.y) * 180) / Math.PI;
  const clamp01 = (k) => Math.min(1, Math.max(0, k));
  const smooth = (k) => k * k * (3 - 2 * k);

  /** Interpolates numbers, or objects of numbers, between keyframes [[phase, value], ...] with eased steps. */
  function keys(p, frames) {
    let i = 0;
    while (i < frames.length - 2 && p >= frames[i + 1][0]) i++;
    const [t0, a] = frames[i];
    const [t1, b] = frames[i + 1];
    const k = smooth(clamp01((p - t0) / (t1 - t0)));
    if (typeof a === 'number') return a + (b - a) * k;
    const out = {};
    for (const name of Object.keys(a)) out[name] = a[name] + (b[name] - a[name]) * k;
    return out;
  }

  /**
   * Two-bone IK: the middle joint (knee, elbow) of a limb rooted at `a` reaching for `target`. side 1 bends it to
   * the left of the direction a -> target (as seen on screen), -1 to the right. Out of reach: the limb points at
   * the target, straight.
   */
  function ik(a, target, l1, l2, side) {
    const dx = target.x - a.x;
    const dy = target.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const d = Math.min(Math.max(len, Math.abs(l1 - l2) + 0.5), l1 + l2 - 0.01);
    const cos = (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d);
    const along = l1 * cos;
    const across = l1 * Math.sqrt(Math.max(0, 1 - cos * cos)) * side;
    return {
      mid: P(a.x + ux * along - uy * across, a.y + uy * along + ux * across),
      end: P(a.x + ux * d, a.y + uy * d),
    };
  }

  /**
   * A figure from its hip, its torso angle and what its limbs reach for. A leg is { ankle, side?, toe? } (IK from
   * the hip; knees bend forward unless side says otherwise) or { knee, ankle, toe? } (placed as given); an arm is
   * { hand, side? } or { elbow, hand }. The second leg and arm are the far ones; when left out they copy the near
   * one, set back by DEPTH. face -1 for a figure lying on its back.
   */
  function figure({
    hip,
    lean,
    shoulder,
    head: headAngle,
    face = 1,
    legs,
    arms,
    back = [],
    mid = [],
    front = [],
  }) {
    const s = shoulder ?? polar(hip, L.torso, lean);
    const axis = headAngle ?? angleOf(hip, s);
    const head = polar(s, L.neck + L.head, axis);
    const limb = (root, spec, l1, l2, sideDefault, endKey, midKey) => {
      if (spec[midKey]) return { root, mid: spec[midKey], end: spec[endKey], toe: spec.toe };
      const { mid: m, end } = ik(root, spec[endKey], l1, l2, spec.side ?? sideDefault);
      return { root, mid: m, end, toe: spec.toe };
    };
    const leg = (spec) => {
      const l = limb(hip, spec, L.thigh, L.shin, -1, 'ankle', 'knee');
      l.toe = spec.toe ?? add(l.end, P(L.foot, 5));
      return l;
    };
    const arm = (spec) => limb(s, spec, L.upper, L.fore, 1, 'hand', 'elbow');
    const shift = (l) => ({
      root: add(l.root, DEPTH),
      mid: add(l.mid, DEPTH),
      end: add(l.end, DEPTH),
      toe: l.toe && add(l.toe, DEPTH),
    });
    const nearLeg = leg(legs[0]);
    const nearArm = arm(arms[0]);
    return {
      hip,
      shoulder: s,
      head,
      eye: polar(polar(head, 3, axis), 6, axis + 90 * face),
      legs: [nearLeg, legs[1] ? leg(legs[1]) : shift(nearLeg)],
      arms: [nearArm, arms[1] ? arm(arms[1]) : shift(nearArm)],
      back,
      mid,
      front,
    };
  }

  // Props: each is a function of the context, drawn in a layer of the figure.
  const plate = (at, r) => (ctx) => {
    ctx.fillStyle = RED;
    ctx.beginPath();
    ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = DARK_RED;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(at.x, at.y, r * 0.62, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = '#495057';
    ctx.beginPath();
    ctx.arc(at.x, at.y, 4.5, 0, Math.PI * 2);
    ctx.fill();
  };
  /** A kettlebell held at `handle`, its bell hanging towards `deg`. */
  const kettlebell =
    (handle, deg = 180) =>
    (ctx) => {
      const bell = polar(handle, 15, deg);
      ctx.strokeStyle = DARK_RED;
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.arc(handle.x, handle.y, 6, 0, Math.PI * 2);
      ctx.stroke();
      ctx.fillStyle = RED;
      ctx.beginPath();
      ctx.arc(bell.x, bell.y, 12, 0, Math.PI * 2);
      ctx.fill();
    };
  const mat = (x0, x1) => (ctx) => {
    ctx.fillStyle = '#f3c4c4';
    ctx.beginPath();
    ctx.roundRect(x0, FLOOR - 4, x1 - x0, 5, 2);
    ctx.fill();
  };
  const bench = (x0, x1, top) => (ctx) => {
    ctx.fillStyle = '#868e96';
    ctx.fillRect(x0 + 14, top + 8, 8, FLOOR - top - 8);
    ctx.fillRect(x1 - 22, top + 8, 8, FLOOR - top - 8);
    ctx.fillStyle = '#495057';
    ctx.beginPath();
    ctx.roundRect(x0, top, x1 - x0, 11, 4);
    ctx.fill();
  };

  const STAND = FLOOR - 6;

  /**
   * One scene per video: meta (the line under the title), cues (captions, shown in turn), rep (seconds per
   * cycle of the movement), poster (the phase of the cycle the poster shows) and pose(phase) -> figure.
   */
  const SCENES = {
    'goblet-squat': {
      meta: 'Legs  ·  3 sets of 8-10  ·  Tempo 3-1-1',
      cues: [
        'Hold the bell tight to your chest',
        'Brace, then sit down between your heels',
        'Knees travel out over your toes',
        'Drive up through the whole foot',
      ],
      rep: 3.4,
      poster: 0.5,
      pose(p) {
        const k = keys(p, [
          [0, { x: -4, y: 110, lean: 3 }],
          [0.12, { x: -4, y: 110, lean: 3 }],
          [0.5, { x: -40, y: 56, lean: 30 }],
          [0.62, { x: -40, y: 56, lean: 30 }],
          [0.9, { x: -4, y: 110, lean: 3 }],
          [1, { x: -4, y: 110, lean: 3 }],
        ]);
        const hip = P(CX + k.x, FLOOR - k.y);
        const s = polar(hip, L.torso, k.lean);
        const hand = polar(s, 25, k.lean + 135);
        return figure({
          hip,
          lean: k.lean,
          legs: [{ ankle: P(CX, STAND) }],
          arms: [{ hand, side: 1 }],
          mid: [kettlebell(add(hand, P(2, 0)))],
        });
      },
    },
    'romanian-deadlift': {
      meta: 'Posterior chain  ·  3 sets of 6-8  ·  Tempo 3-0-1',
      cues: [
        'Soft knees, push your hips back',
        'Keep the bar close to your legs',
        'Flat back, long neck',
        'Squeeze your glutes to stand tall',
      ],
      rep: 3.6,
      poster: 0.5,
      pose(p) {
        const k = keys(p, [
          [0, { x: -2, y: 110, lean: 0 }],
          [0.1, { x: -2, y: 110, lean: 0 }],
          [0.5, { x: -42, y: 99, lean: 74 }],
          [0.6, { x: -42, y: 99, lean: 74 }],
          [0.9, { x: -2, y: 110, lean: 0 }],
          [1, { x: -2, y: 110, lean: 0 }],
        ]);
        const hip = P(CX + k.x, FLOOR - k.y);
        const s = polar(hip, L.torso, k.lean);
        const hand = P(s.x + 3, s.y + 90);
        const grip = ik(s, hand, L.upper, L.fore, 1).end;
        return figure({
          hip,
          lean: k.lean,
          legs: [{ ankle: P(CX, STAND) }],
          arms: [{ hand }],
          mid: [plate(grip, 24)],
        });
      },
    },
    'bench-press': {
      meta: 'Chest and triceps  ·  4 sets of 5  ·  Tempo 2-1-1',
      cues: [
        'Shoulder blades back and down',
        'Feet planted, drive through the floor',
        'Lower to your lower chest',
        'Press back up over your shoulders',
      ],
      rep: 2.8,
      poster: 0.45,
      pose(p) {
        const top = FLOOR - 50;
        const hip = P(CX - 10, top - 9);
        const s = polar(hip, L.torso, 90);
        const k = keys(p, [
          [0, { x: 0, y: 76.8 }],
          [0.1, { x: 0, y: 76.8 }],
          [0.45, { x: -12, y: 14 }],
          [0.55, { x: -12, y: 14 }],
          [0.85, { x: 0, y: 76.8 }],
          [1, { x: 0, y: 76.8 }],
        ]);
        const hand = P(s.x + k.x, s.y - k.y);
        const grip = ik(s, hand, L.upper, L.fore, -1).end;
        const ankle = P(hip.x - 74, STAND);
        return figure({
          hip,
          lean: 90,
          head: 90,
          face: -1,
          legs: [{ ankle, side: 1, toe: P(ankle.x - L.foot + 2, FLOOR - 1) }],
          arms: [{ hand, side: -1 }],
          back: [bench(CX - 60, CX + 100, top)],
          mid: [plate(grip, 24)],
        });
      },
    },
    'overhead-press': {
      meta: 'Shoulders  ·  4 sets of 6  ·  Tempo 2-0-1',
      cues: [
        'Squeeze your glutes, ribs down',
        'Press in a straight line',
        'Head through at the top',
        'Lower to your collarbones under control',
      ],
      rep: 3,
      poster: 0.3,
      pose(p) {
        const hip = P(CX + 46, FLOOR - 110); // right of centre: the bar at lockout clears the meta line
        const s = polar(hip, L.torso, 0);
        const k = keys(p, [
          [0, { x: 20, y: 2, head: -4 }],
          [0.1, { x: 20, y: 2, head: -14 }],
          [0.35, { x: 6, y: 50, head: -6 }],
          [0.45, { x: 2, y: 76, head: 8 }],
          [0.6, { x: 2, y: 76, head: 8 }],
          [0.8, { x: 10, y: 30, head: -12 }],
          [0.92, { x: 20, y: 2, head: -8 }],
          [1, { x: 20, y: 2, head: -4 }],
        ]);
        const hand = P(s.x + k.x, s.y - k.y);
        const grip = ik(s, hand, L.upper, L.fore, 1).end;
        return figure({
          hip,
          lean: 0,
          head: k.head,
          legs: [{ ankle: P(hip.x + 4, STAND) }],
          arms: [{ hand, side: 1 }],
          mid: [plate(grip, 18)],
        });
      },
    },
    'push-up': {
      meta: 'Bodyweight  ·  3 sets of 10  ·  Tempo 2-1-1',
      cues: [
        'Hands under shoulders, body in one line',
        'Elbows at 45 degrees, not flared',
        'Chest to a fist from the floor',
        'Push the floor away',
      ],
      rep: 2.6,
      poster: 0.45,
      pose(p) {
        const ankle = P(CX - 140, FLOOR - 9);
        const angle = keys(p, [
          [0, 21],
          [0.1, 21],
          [0.45, 6],
          [0.55, 6],
          [0.85, 21],
          [1, 21],
        ]);
        const hip = polar(ankle, L.shin + L.thigh, 90 - angle);
        const hand = P(ankle.x + 168, FLOOR - 3);
        return figure({
          hip,
          lean: 90 - angle,
          legs: [{ ankle, toe: P(ankle.x + 7, FLOOR) }],
          arms: [{ hand }],
          back: [mat(ankle.x - 30, hand.x + 40)],
        });
      },
    },
    'reverse-lunge': {
      meta: 'Legs  ·  3 sets of 8 each side  ·  Tempo 2-1-1',
      cues: [
        'Step back long and stay tall',
        'Lower the back knee towards the floor',
        'Front knee over the middle of the foot',
        'Push through the front heel to stand',
      ],
      rep: 3.4,
      poster: 0.48,
      pose(p) {
        const frontAnkle = P(CX + 24, STAND);
        const k = keys(p, [
          [0, { x: 18, y: 110, lean: 2, bx: 18, by: 6 }],
          [0.08, { x: 18, y: 110, lean: 2, bx: 18, by: 6 }],
          [0.22, { x: 10, y: 106, lean: 4, bx: -28, by: 24 }],
          [0.45, { x: -14, y: 62, lean: 6, bx: -82, by: 14 }],
          [0.58, { x: -14, y: 62, lean: 6, bx: -82, by: 14 }],
          [0.8, { x: 10, y: 104, lean: 4, bx: -26, by: 24 }],
          [0.92, { x: 18, y: 110, lean: 2, bx: 18, by: 6 }],
          [1, { x: 18, y: 110, lean: 2, bx: 18, by: 6 }],
        ]);
        const hip = P(CX + k.x, FLOOR - k.y);
        const ankle = P(CX + k.bx, FLOOR - k.by);
        const heelUp = clamp01((k.by - 6) / 8);
        const toe = lerpP(
          add(ankle, P(L.foot, 5)),
          P(ankle.x + 12, Math.min(FLOOR - 1, ankle.y + 13)),
          heelUp,
        );
        return figure({
          hip,
          lean: k.lean,
          legs: [{ ankle: frontAnkle }, { ankle: add(ankle, DEPTH), toe: add(toe, DEPTH) }],
          arms: [{ hand: add(hip, P(10, -4)), side: 1 }],
        });
      },
    },
    'kettlebell-swing': {
      meta: 'Power  ·  5 sets of 12  ·  Explosive hips',
      cues: [
        'Hike the bell back between your legs',
        'Snap your hips forward',
        'Let the bell float to chest height',
        'Let it fall, then hinge again',
      ],
      rep: 2,
      poster: 0.48,
      pose(p) {
        const k = keys(p, [
          [0, { x: -40, y: 98, lean: 68, arm: 205 }],
          [0.32, { x: -2, y: 110, lean: -4, arm: 110 }],
          [0.48, { x: -2, y: 110, lean: -4, arm: 90 }],
          [0.62, { x: -2, y: 110, lean: -2, arm: 110 }],
          [0.86, { x: -38, y: 98, lean: 64, arm: 196 }],
          [1, { x: -40, y: 98, lean: 68, arm: 205 }],
        ]);
        const hip = P(CX + k.x, FLOOR - k.y);
        const s = polar(hip, L.torso, k.lean);
        const elbow = polar(s, L.upper, k.arm);
        const hand = polar(elbow, L.fore, k.arm);
        return figure({
          hip,
          lean: k.lean,
          legs: [{ ankle: P(CX + 6, STAND) }],
          arms: [{ elbow, hand }],
          mid: [kettlebell(hand, k.arm)],
        });
      },
    },
    'a-march': {
      meta: 'Sprint drill  ·  3 × 20 m  ·  Rhythm over speed',
      cues: [
        'Tall posture, slight lean from the ankles',
        'Drive the knee up to hip height',
        'Toes up, heel under the knee',
        'Opposite arm, elbow at 90 degrees',
      ],
      rep: 1.8,
      poster: 0.25,
      pose(p) {
        const hip = P(CX - 10, FLOOR - 112);
        const wave = Math.sin(p * Math.PI * 2);
        const leg = (drive, root) => {
          const knee = polar(root, L.thigh, 180 - 88 * drive);
          const ankle = polar(knee, L.shin, 180 - 10 * drive);
          return { knee, ankle, toe: polar(ankle, L.foot, 104 - 24 * drive) };
        };
        const arm = (swing, root) => {
          const upper = 180 - 55 * swing;
          const elbow = polar(root, L.upper, upper);
          return { elbow, hand: polar(elbow, L.fore, upper - 95) };
        };
        const s = polar(hip, L.torso, 5);
        return figure({
          hip,
          lean: 5,
          legs: [leg(Math.max(0, wave), hip), leg(Math.max(0, -wave), add(hip, DEPTH))],
          arms: [arm(-wave, s), arm(wave, add(s, DEPTH))],
        });
      },
    },
    'glute-bridge': {
      meta: 'Glutes  ·  3 sets of 12  ·  Pause 2 s at the top',
      cues: [
        'Feet flat, heels under your knees',
        'Press through your heels',
        'Squeeze your glutes at the top',
        'Ribs down, no arching',
      ],
      rep: 3.2,
      poster: 0.5,
      pose(p) {
        const s = P(CX + 72, FLOOR - 11);
        const lift = keys(p, [
          [0, 0],
          [0.1, 0],
          [0.4, 42],
          [0.65, 42],
          [0.95, 0],
          [1, 0],
        ]);
        const hip = polar(s, L.torso, 270 + lift);
        const ankle = P(CX - 40, FLOOR - 7);
        return figure({
          hip,
          shoulder: s,
          head: 90,
          face: -1,
          legs: [{ ankle, side: 1, toe: P(ankle.x - L.foot + 2, FLOOR - 1) }],
          arms: [{ hand: P(s.x - 76, FLOOR - 4), side: -1 }],
          back: [mat(ankle.x - 40, s.x + 60)],
        });
      },
    },
    'plank-shoulder-taps': {
      meta: 'Core  ·  3 × 30 s  ·  Slow and steady',
      cues: [
        'Feet wide, hips square to the floor',
        'Tap the opposite shoulder',
        "Don't let your hips rock",
        'Slow taps, steady breathing',
      ],
      rep: 2.4,
      poster: 0.2,
      pose(p) {
        const ankle = P(CX - 140, FLOOR - 9);
        const angle = 20;
        const hip = polar(ankle, L.shin + L.thigh, 90 - angle);
        const s = polar(hip, L.torso, 90 - angle);
        const floorHand = P(ankle.x + 166, FLOOR - 3);
        const tap = add(s, P(14, 12));
        const lift = (k) => {
          const hand = lerpP(floorHand, tap, k);
          return { hand: P(hand.x, hand.y - 14 * Math.sin(Math.PI * k)), side: 1 };
        };
        const near = keys(p, [
          [0, 0],
          [0.06, 0],
          [0.2, 1],
          [0.26, 1],
          [0.42, 0],
          [1, 0],
        ]);
        const far = keys(p, [
          [0, 0],
          [0.56, 0],
          [0.7, 1],
          [0.76, 1],
          [0.92, 0],
          [1, 0],
        ]);
        const farHand = lift(far);
        return figure({
          hip,
          lean: 90 - angle,
          legs: [{ ankle, toe: P(ankle.x + 7, FLOOR) }],
          arms: [lift(near), { ...farHand, hand: add(farHand.hand, DEPTH) }],
          back: [mat(ankle.x - 30, floorHand.x + 40)],
        });
      },
    },
    'squat-to-stand': {
      meta: 'Mobility  ·  6 slow reps  ·  Breathe out into each stretch',
      // One rep per video: each cue names the stage on screen.
      cues: [
        'Hold your toes and sit your hips down',
        'Lift your hips, keep hold of your toes',
        'Sit back down, chest up between your knees',
        'Reach both arms up tall',
      ],
      rep: RECORDING_SECONDS,
      poster: 0.45,
      pose(p) {
        const ankle = P(CX + 10, STAND);
        const toe = P(ankle.x + L.foot, FLOOR - 1);
        const squat = { x: -26, y: 42, lean: 46, reach: 0 };
        const fold = { x: -32, y: 100, lean: 128, reach: 0 };
        const tall = { x: -24, y: 44, lean: 12, reach: 1 };
        const k = keys(p, [
          [0, squat],
          [0.22, squat],
          [0.38, fold],
          [0.5, fold],
          [0.64, squat],
          [0.76, squat],
          [0.88, tall],
          [1, tall],
        ]);
        const hip = P(CX + k.x, FLOOR - k.y);
        const s = polar(hip, L.torso, k.lean);
        const hand = lerpP(add(toe, P(2, -2)), polar(s, L.upper + L.fore, k.lean - 8), k.reach);
        return figure({
          hip,
          lean: k.lean,
          legs: [{ ankle, toe }],
          arms: [{ hand, side: 1 }],
          back: [mat(ankle.x - 90, ankle.x + 60)],
        });
      },
    },
  };

  function drawLimb(ctx, l, color, width, foot) {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(l.root.x, l.root.y);
    ctx.lineTo(l.mid.x, l.mid.y);
    ctx.lineTo(l.end.x, l.end.y);
    if (foot) ctx.lineTo(l.toe.x, l.toe.y);
    ctx.stroke();
    if (!foot) {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(l.end.x, l.end.y, width * 0.62, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function drawFigure(ctx, f) {
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // A soft shadow on the floor under the figure.
    const xs = [f.hip.x, f.shoulder.x, ...f.legs.map((l) => l.end.x)];
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    ctx.fillStyle = 'rgba(0, 0, 0, 0.07)';
    ctx.beginPath();
    ctx.ellipse(cx, FLOOR + 2, (Math.max(...xs) - Math.min(...xs)) / 2 + 40, 5, 0, 0, Math.PI * 2);
    ctx.fill();
    for (const draw of f.back) draw(ctx);
    drawLimb(ctx, f.legs[1], FAR, 11, true);
    drawLimb(ctx, f.arms[1], FAR, 9, false);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 19;
    ctx.beginPath();
    ctx.moveTo(f.hip.x, f.hip.y);
    ctx.lineTo(f.shoulder.x, f.shoulder.y);
    ctx.stroke();
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.arc(f.head.x, f.head.y, L.head, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(f.eye.x, f.eye.y, 2.2, 0, Math.PI * 2);
    ctx.fill();
    for (const draw of f.mid) draw(ctx);
    drawLimb(ctx, f.legs[0], INK, 11, true);
    drawLimb(ctx, f.arms[0], INK, 9, false);
    for (const draw of f.front) draw(ctx);
  }

  const MARK = [
    new Path2D('M10 30c0-9 6-16 14-16s14 7 14 16h-5c0-6-4-11-9-11s-9 5-9 11z'),
    new Path2D('M8 14l7 6M40 14l-7 6'),
  ];
  function drawWordmark(ctx) {
    ctx.save();
    ctx.translate(W - 176, 18);
    ctx.scale(0.66, 0.66);
    ctx.fillStyle = RED;
    ctx.beginPath();
    ctx.roundRect(0, 0, 48, 48, 10);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.fill(MARK[0]);
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.stroke(MARK[1]);
    ctx.restore();
    ctx.fillStyle = INK;
    ctx.font = `700 19px ${FONT}`;
    ctx.textBaseline = 'alphabetic';
    ctx.fillText('OxStrength', W - 140, 41);
  }

  /** Shrinks a font until the text fits. */
  function fit(ctx, text, weight, size, max) {
    while (size > 12) {
      ctx.font = `${weight} ${size}px ${FONT}`;
      if (ctx.measureText(text).width <= max) break;
      size--;
    }
  }

  /** One frame at t seconds. The poster leaves out the cue: the player's own controls cover that strip. */
  function drawFrame(ctx, scene, t, seconds, poster = false) {
    const sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, '#ffffff');
    sky.addColorStop(1, '#eef0f3');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    // Floor
    ctx.fillStyle = '#dfe3e8';
    ctx.fillRect(0, FLOOR, W, H - FLOOR);
    ctx.fillStyle = '#ced4da';
    ctx.fillRect(0, FLOOR, W, 2);

    drawFigure(ctx, scene.pose((t / scene.rep) % 1));

    // Title, meta line and wordmark
    ctx.fillStyle = RED;
    ctx.fillRect(28, 20, 6, 46);
    ctx.fillStyle = INK;
    ctx.textBaseline = 'alphabetic';
    fit(ctx, scene.title, 700, 27, 380);
    ctx.fillText(scene.title, 46, 44);
    ctx.fillStyle = '#5c636a';
    fit(ctx, scene.meta, 400, 15, 420);
    ctx.fillText(scene.meta, 46, 65);
    drawWordmark(ctx);

    if (poster) return;
    // The coaching cue of the moment, faded in when it changes
    const span = seconds / scene.cues.length;
    const index = Math.min(scene.cues.length - 1, Math.floor(t / span));
    const fade = smooth(clamp01((t - index * span) / 0.3));
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = '#dee2e6';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.roundRect(24.5, 300.5, W - 49, 42, 8);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = RED;
    ctx.beginPath();
    ctx.roundRect(24.5, 300.5, 7, 42, [8, 0, 0, 8]);
    ctx.fill();
    ctx.globalAlpha = index === 0 && t < 0.05 ? 1 : fade;
    ctx.fillStyle = INK;
    fit(ctx, scene.cues[index], 600, 19, W - 150);
    ctx.fillText(scene.cues[index], 46, 328);
    ctx.globalAlpha = 1;
    scene.cues.forEach((_, i) => {
      ctx.fillStyle = i === index ? RED : '#ced4da';
      ctx.beginPath();
      ctx.arc(W - 90 + i * 14, 321.5, 4, 0, Math.PI * 2);
      ctx.fill();
    });
  }

  const base64 = (blob) =>
    new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]);
      reader.readAsDataURL(blob);
    });

  const canvas = (w = W, h = H) => {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    document.body.append(c);
    return c;
  };

  window.scenes = Object.keys(SCENES);

  /** Records one video in real time; returns the WebM and a WebP poster, base64. */
  window.record = async ({ slug, title, seconds, fps, bitrate }) => {
    const scene = { ...SCENES[slug], title };
    const c = canvas();
    const ctx = c.getContext('2d', { alpha: false });
    drawFrame(ctx, scene, 0, seconds);
    const stream = c.captureStream(fps);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp9',
      videoBitsPerSecond: bitrate,
      // A key frame every second, so seeking lands close to where it was asked to.
      videoKeyFrameIntervalDuration: 1000,
    });
    const chunks = [];
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    let frames = 0;
    await new Promise((resolve) => {
      const tick = (now) => {
        const t = Math.min(seconds, (now - start) / 1000);
        drawFrame(ctx, scene, t, seconds);
        frames++;
        if (t >= seconds) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    recorder.stop();
    await stopped;
    for (const track of stream.getTracks()) track.stop();
    c.remove();

    const still = canvas();
    drawFrame(still.getContext('2d'), scene, scene.poster * scene.rep, seconds, true);
    const poster = await new Promise((resolve) => still.toBlob(resolve, 'image/webp', 0.82));
    still.remove();
    return { frames, webm: await base64(new Blob(chunks)), webp: await base64(poster) };
  };

  /** A contact sheet of one rep (six frames, two a row), PNG base64: for checking poses without recording. */
  window.sheet = async ({ slug, title, seconds }) => {
    const scene = { ...SCENES[slug], title };
    const frame = canvas();
    const ctx = frame.getContext('2d');
    const out = canvas(W * 2, H * 3);
    const octx = out.getContext('2d');
    for (let i = 0; i < 6; i++) {
      drawFrame(ctx, scene, (scene.rep * i) / 6, seconds);
      octx.drawImage(frame, (i % 2) * W, Math.floor(i / 2) * H);
    }
    const png = await new Promise((resolve) => out.toBlob(resolve, 'image/png'));
    frame.remove();
    out.remove();
    return base64(png);
  };
}

/** Reads a WebM's duration (ms) and whether it has a seek index (Cues), from its EBML. */
function inspectWebm(buf) {
  const vint = (pos, keepMarker) => {
    const first = buf[pos];
    let len = 1;
    while (len <= 8 && !(first & (0x80 >> (len - 1)))) len++;
    let value = keepMarker ? first : first & (0xff >> len);
    let unknown = (first & (0xff >> len)) === 0xff >> len;
    for (let i = 1; i < len; i++) {
      value = value * 256 + buf[pos + i];
      if (buf[pos + i] !== 0xff) unknown = false;
    }
    return { value, len, unknown };
  };
  const children = function* (start, end) {
    let pos = start;
    while (pos < end) {
      const id = vint(pos, true);
      const size = vint(pos + id.len, false);
      const data = pos + id.len + size.len;
      const stop = size.unknown ? end : Math.min(end, data + size.value);
      yield { id: id.value, data, end: stop };
      pos = stop;
    }
  };
  let duration = null;
  let scale = 1_000_000;
  let cues = 0;
  for (const top of children(0, buf.length)) {
    if (top.id !== 0x18538067) continue; // Segment
    for (const el of children(top.data, top.end)) {
      if (el.id === 0x1549a966) {
        // Info
        for (const info of children(el.data, el.end)) {
          if (info.id === 0x2ad7b1) scale = buf.readUIntBE(info.data, info.end - info.data);
          if (info.id === 0x4489)
            duration = info.end - info.data === 4 ? buf.readFloatBE(info.data) : buf.readDoubleBE(info.data);
        }
      }
      if (el.id === 0x1c53bb6b) for (const cue of children(el.data, el.end)) if (cue.id === 0xbb) cues++;
      if (el.id === 0x1f43b675 && el.end === top.end) break; // an unknown-size cluster: stop reading
    }
  }
  return { durationMs: duration === null ? null : (duration * scale) / 1_000_000, cues };
}

const args = process.argv.slice(2);
const framesDir = args[0] === '--frames' ? path.resolve(args[1]) : null;
const only = new Set(framesDir ? args.slice(2) : args);
const list = JSON.parse(readFileSync(LIST, 'utf8'));
const todo = list.filter((v) => only.size === 0 || only.has(v.slug));
const unknown = [...only].filter((slug) => !list.some((v) => v.slug === slug));
if (unknown.length) throw new Error(`not in ${path.relative(ROOT, LIST)}: ${unknown.join(', ')}`);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    // Keep rAF and the recorder running at full rate in a page nobody is looking at.
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
  await page.route('**/*', (route) => route.abort()); // nothing leaves the page
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  await page.evaluate(studio, RECORDING.seconds);
  const scenes = await page.evaluate(() => window.scenes);
  const missing = list.filter((v) => !scenes.includes(v.slug)).map((v) => v.slug);
  if (missing.length) throw new Error(`no scene for ${missing.join(', ')}`);

  if (framesDir) {
    mkdirSync(framesDir, { recursive: true });
    for (const v of todo) {
      const png = await page.evaluate((o) => window.sheet(o), { ...v, ...RECORDING });
      writeFileSync(path.join(framesDir, `${v.slug}.png`), Buffer.from(png, 'base64'));
      console.log(`${path.join(framesDir, v.slug)}.png`);
    }
  } else {
    mkdirSync(OUT, { recursive: true });
    if (only.size === 0) {
      const keep = new Set(list.flatMap((v) => [`${v.slug}.webm`, `${v.slug}.webp`]));
      for (const file of readdirSync(OUT)) if (!keep.has(file)) rmSync(path.join(OUT, file));
    }
    for (const v of todo) {
      const started = Date.now();
      const { frames, webm, webp } = await page.evaluate((o) => window.record(o), { ...v, ...RECORDING });
      const video = Buffer.from(webm, 'base64');
      const poster = Buffer.from(webp, 'base64');
      writeFileSync(path.join(OUT, `${v.slug}.webm`), video);
      writeFileSync(path.join(OUT, `${v.slug}.webp`), poster);
      const { durationMs, cues } = inspectWebm(video);
      const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
      console.log(
        `${v.slug}: ${kb(video.length)} video, ${kb(poster.length)} poster, ${frames} frames drawn,` +
          ` duration ${durationMs === null ? 'missing' : `${(durationMs / 1000).toFixed(2)} s`}, ${cues} cue points` +
          ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      if (video.length > MAX_BYTES) console.warn(`  warning: over ${kb(MAX_BYTES)}; lower RECORDING.bitrate`);
      if (durationMs === null || cues === 0)
        console.warn('  warning: no duration or no Cues: seeking may not work');
    }
    const total = readdirSync(OUT).reduce((sum, f) => sum + readFileSync(path.join(OUT, f)).length, 0);
    console.log(`total in ${path.relative(ROOT, OUT)}: ${(total / 1024 / 1024).toFixed(2)} MB`);
  }
} finally {
  await browser.close();
}

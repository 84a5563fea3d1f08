// Runs tests at a chosen instant, so that no calendar date decides whether they pass (issue 39).
//
//   node scripts/test-clock.mjs <when> [--whole-process] -- <command> [args...]
//
// <when>: `month-end` (the last day of this month at 20:00 UTC, already the 1st in Nepal), `year-end`
// (31 December at 20:00 UTC, already New Year's Day in Nepal), `now`, or an ISO instant.
// The command gets TEST_CLOCK_OFFSET_MS (the instant minus the real time): the journeys' runner reads it for its
// own "today", installs it as the browser's clock, and starts the server under it. With --whole-process the
// command itself runs under Debian's libfaketime: every clock read in it and its children (Node's Date,
// PGlite's now(), worker threads) is moved by the offset, while monotonic time (timers) is left alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/** The instant `when` names, in ms since the epoch. */
export function clockInstant(when, now = Date.now()) {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  if (when === 'now') return now;
  if (when === 'month-end') return Date.UTC(year, today.getUTCMonth() + 1, 0, 20);
  if (when === 'year-end') return Date.UTC(year, 11, 31, 20);
  const instant = Date.parse(when);
  if (Number.isNaN(instant)) {
    throw new Error(`test clock: "${when}" is not month-end, year-end, now or an ISO instant`);
  }
  return instant;
}

/** The environment that runs a process `offsetMs` away from the real time, under libfaketime. */
export function faketimeEnv(offsetMs) {
  if (!offsetMs) return {};
  if (!existsSync(LIBFAKETIME)) {
    throw new Error(`test clock: ${LIBFAKETIME} is missing (apt-get install -y faketime)`);
  }
  return {
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `${offsetMs >= 0 ? '+' : '-'}${(Math.abs(offsetMs) / 1000).toFixed(3)}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dash = args.indexOf('--');
  const [when, ...flags] = dash < 0 ? [] : args.slice(0, dash);
  const command = dash < 0 ? [] : args.slice(dash + 1);
  if (!when || command.length === 0) {
    console.error(
      'usage: node scripts/test-clock.mjs <month-end|year-end|now|ISO instant> [--whole-process] -- <command>',
    );
    process.exit(2);
  }
  const offset = clockInstant(when) - Date.now();
  const wholeProcess = flags.includes('--whole-process');
  console.log(
    `test clock: ${new Date(Date.now() + offset).toISOString()} (${when}, offset ${Math.round(offset / 1000)} s${wholeProcess ? ', whole process' : ''})`,
  );
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_CLOCK_OFFSET_MS: String(offset),
      ...(wholeProcess ? faketimeEnv(offset) : {}),
    },
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

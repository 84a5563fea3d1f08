import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './support/constants';

/** The specs that only read: they run in the second lane, beside the journeys. */
const READ_ONLY = /(phone-sweep|layout)\.spec\.ts$/;

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium; Playwright never downloads a browser here).
 * The web server is the real product (built web app + API) on a fresh embedded database, with a local
 * SMTP sink so tests read the mail a user would receive. Run `npm run build` first.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two lanes at once: the journeys one after another (they share the demo accounts and the shop's stock), and
  // beside them what only reads: the phone sweep (it finds or makes each demo role's cart and order once), then
  // the layout checks at desk widths, which sign in the same demo roles and change nothing. The two lanes then
  // take about as long as each other (decision 043).
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: READ_ONLY, workers: 1 },
    { name: 'phone sweep', testMatch: READ_ONLY, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  // A journey is many steps (a sign-up, its mails, a payment...); with the sweep beside it on a two-core machine
  // the longest took about a minute. The limit is there to stop a hung test, not to time one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.TEST_REPORT_DIR
      ? [
          [
            'json',
            { outputFile: `${process.env.TEST_REPORT_DIR}/${process.env.E2E_REPORT ?? 'e2e'}.json` },
          ] as ['json', { outputFile: string }],
        ]
      : [['html', { open: 'never' }] as ['html', { open: string }]]),
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace costs every step a snapshot: in CI only a retry records one (the first failure's
    // screenshot and error still show); locally a failed journey keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

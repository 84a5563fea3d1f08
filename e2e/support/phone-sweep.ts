import { createRequire } from 'node:module';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { call } from './api';
import { E2E_PORT } from './constants';
import { linkIn, mailCount, waitForMail } from './mail';
import { SIGNED_IN, type DemoData, type Role } from './routes';
import { test as base } from './test';

/** The phone the sweep stands for: a small Android phone, held upright, used by touch. */
export const PHONE = { width: 360, height: 740 } as const;

export const DEMO_SIGN_INS = {
  client: { email: 'client@oxstrength.test', password: 'Client@123' },
  trainer: { email: 'trainer@oxstrength.test', password: 'Trainer@123' },
  admin: { email: 'admin@oxstrength.test', password: 'Admin@123' },
} as const satisfies Record<Exclude<Role, 'visitor'>, { email: string; password: string }>;

type SignedInRole = Exclude<Role, 'visitor'>;
interface DemoSession {
  token: string;
  user: { _id: string; slug: string; name: string };
}

const ORIGIN = `http://localhost:${E2E_PORT}`;

/** POST /auth/login, as the sign-in form does. */
export const signInThroughApi = (request: APIRequestContext, role: SignedInRole) =>
  call<DemoSession>(request, 'POST', '/auth/login', { data: DEMO_SIGN_INS[role] });

/**
 * The browser storage of a signed-in user, as the app writes it on sign-in (apps/web/src/lib/session-storage.ts):
 * token, user, isAuthenticated and loginSource in localStorage. A page opened with it starts signed in.
 */
export function storageStateFor(session: DemoSession) {
  return {
    cookies: [],
    origins: [
      {
        origin: ORIGIN,
        localStorage: [
          { name: 'token', value: session.token },
          { name: 'user', value: JSON.stringify(session.user) },
          { name: 'isAuthenticated', value: 'true' },
          { name: 'loginSource', value: 'email' },
        ],
      },
    ],
  };
}

interface Rate {
  _id: string;
  size: string;
  stock: number;
}
interface ProgrammeRate {
  trainer: { _id: string; slug: string };
  [rate: string]: unknown;
}

/** Adds a line to the role's cart and returns its id. */
async function addToCart(request: APIRequestContext, token: string, line: Record<string, unknown>) {
  const { cart } = await call<{ cart: { carts: { _id: string; model_id: string }[] } }>(
    request,
    'POST',
    '/user/cart',
    { token, data: line },
  );
  return cart.carts.find((l) => l.model_id === line.model_id)!._id;
}

/**
 * Finds the ids and slugs the sweep's addresses need, and gives each signed-in role a cart and an order made
 * from it: the client a mixed cart (a product, a template, a coaching gift, a consultation), the trainer
 * services only (coaching and a consultation), the admin a template only.
 */
export async function findDemoData(
  request: APIRequestContext,
  sessions: Record<SignedInRole, DemoSession>,
): Promise<DemoData> {
  const [{ templates }, { products }, { coachings }, { consultations }] = await Promise.all([
    call<{ templates: { _id: string; slug: string }[] }>(request, 'GET', '/templates?resultsPerPage=1'),
    call<{ products: { _id: string; slug: string; rates: Rate[] }[] }>(
      request,
      'GET',
      '/products?resultsPerPage=20',
    ),
    call<{ coachings: { _id: string; slug: string }[] }>(request, 'GET', '/coachings?resultsPerPage=1'),
    call<{ consultations: { _id: string; slug: string }[] }>(
      request,
      'GET',
      '/consultations?resultsPerPage=1',
    ),
  ]);
  const template = templates[0]!;
  const product = products.find((p) => p.rates.some((r) => r.stock >= 2))!;
  const [{ coaching }, { consultation }] = await Promise.all([
    call<{ coaching: { _id: string; slug: string; rates: ProgrammeRate[] } }>(
      request,
      'GET',
      `/coaching/${coachings[0]!.slug}`,
    ),
    call<{ consultation: { _id: string; slug: string; rates: ProgrammeRate[] } }>(
      request,
      'GET',
      `/consultation/${consultations[0]!.slug}`,
    ),
  ]);

  const trainerSlug = sessions.trainer.user.slug;
  // A programme bought from a trainer other than the demo trainer (who is one of the buyers).
  const coachingRate = coaching.rates.find(
    (r) => r.trainer.slug !== trainerSlug && Number(r.discounted_w4_rate) > 0,
  )!;
  const consultationRate = consultation.rates.find((r) => Number(r.discounted_quarter_hour_rate) > 0)!;

  const lines = {
    product: {
      model_id: product._id,
      onModel: 'Product',
      product_size: product.rates.find((r) => r.stock >= 2)!._id,
      unit: 2,
    },
    template: { model_id: template._id, onModel: 'Template' },
    coachingGift: {
      model_id: coaching._id,
      onModel: 'Coaching',
      coaching_plan: 'w4',
      trainer: coachingRate.trainer._id,
      self_order: false,
      name: 'Maya Shrestha',
      email: 'maya.shrestha@example.com',
      mobile_num: '9851098765',
      relation: 'Friend',
    },
    coaching: {
      model_id: coaching._id,
      onModel: 'Coaching',
      coaching_plan: 'w4',
      trainer: coachingRate.trainer._id,
    },
    consultation: {
      model_id: consultation._id,
      onModel: 'Consultation',
      consultation_plan: 'quarter_hour',
      trainer: consultationRate.trainer._id,
    },
  };
  const carts: Record<SignedInRole, Record<string, unknown>[]> = {
    client: [lines.product, lines.template, lines.coachingGift, lines.consultation],
    trainer: [lines.coaching, lines.consultation],
    admin: [lines.template],
  };

  const orderIds = {} as Record<SignedInRole, string>;
  for (const role of SIGNED_IN) {
    const { token } = sessions[role];
    // Once made (a worker starts again after a failed test), the cart and the order stay: reuse them.
    const { orders } = await call<{ orders: { _id: string }[] }>(request, 'GET', '/user/orders', { token });
    if (orders[0]) {
      orderIds[role] = orders[0]._id;
      continue;
    }
    const ids: string[] = [];
    for (const line of carts[role]) ids.push(await addToCart(request, token, line));
    const deliveryAddress = carts[role].every((l) => l.onModel === 'Template')
      ? undefined
      : await addressOf(request, token, sessions[role].user.name);
    const { order } = await call<{ order: { _id: string } }>(request, 'POST', '/order/initiate', {
      token,
      data: { carts: ids, ...(deliveryAddress ? { delivery_address: deliveryAddress } : {}) },
    });
    orderIds[role] = order._id;
  }

  // The demo client follows a template (the seed): its training page.
  const { subscriptions } = await call<{ subscriptions: { _id: string }[] }>(
    request,
    'GET',
    '/subscribed/templates?status=Active',
    { token: sessions.client.token },
  );

  // The demo client's Active coaching (the seed, issue 16).
  const followed = await call<{ subscriptions: { _id: string }[] }>(request, 'GET', '/subscribed/coachings', {
    token: sessions.client.token,
  });

  // A client waiting in the demo trainer's inbox (the seed): the staff page of their subscription.
  const inbox = await call<{ subscriptions: { _id: string }[] }>(
    request,
    'GET',
    '/staff/template-subscriptions?state=consultation_requests',
    { token: sessions.trainer.token },
  );

  // A demo discussion (the seed, issue 21).
  const { forums } = await call<{ forums: { _id: string }[] }>(request, 'GET', '/forums?resultsPerPage=1');

  return {
    forumId: forums[0]!._id,
    activeSubscriptionId: subscriptions[0]._id,
    activeCoachingId: followed.subscriptions[0]._id,
    staffSubscriptionId: inbox.subscriptions[0]._id,
    templateSlug: template.slug,
    templateId: template._id,
    productSlug: product.slug,
    coachingSlug: coaching.slug,
    consultationSlug: consultation.slug,
    trainerSlug,
    subscriberId: await newsletterSubscriber(request),
    orderIds,
  };
}

/** Each signed-in role's session, signed in through the API. */
export const signInAll = async (request: APIRequestContext) =>
  Object.fromEntries(
    await Promise.all(SIGNED_IN.map(async (role) => [role, await signInThroughApi(request, role)] as const)),
  ) as Record<SignedInRole, DemoSession>;

/** The user's first saved address, or a new one in Bagmati / Kathmandu. */
async function addressOf(request: APIRequestContext, token: string, name: string) {
  const { addresses } = await call<{ addresses: { _id: string }[] }>(
    request,
    'GET',
    '/user/delivery/addresses',
    {
      token,
    },
  );
  if (addresses[0]) return addresses[0]._id;
  const { provinces } = await call<{ provinces: { _id: string; name: string }[] }>(
    request,
    'GET',
    '/provinces',
  );
  const province = provinces.find((p) => p.name === 'Bagmati')!;
  const { districts } = await call<{ districts: { _id: string; name: string }[] }>(
    request,
    'GET',
    `/province/district/${province._id}`,
  );
  const { address } = await call<{ address: { _id: string } }>(request, 'POST', '/user/delivery/address', {
    token,
    data: {
      label: 'home',
      name,
      email: 'sweep@example.com',
      mobile_num: '9841234567',
      address: {
        province: province._id,
        district: districts.find((d) => d.name === 'Kathmandu')!._id,
        area: 'Baneshwor',
        address_line1: 'House 12, Shantinagar Marg',
      },
    },
  });
  return address._id;
}

/** Subscribes a new address to the newsletter and reads the subscriber's id from the welcome mail's link. */
async function newsletterSubscriber(request: APIRequestContext) {
  const email = `sweep.${Date.now()}@example.com`;
  const before = mailCount();
  await call(request, 'POST', '/newsfeed/subscribe', {
    data: { email, first_name: 'Sweep', last_name: 'Reader' },
  });
  const link = linkIn(await waitForMail(email, /./, before), `${ORIGIN}/newsfeed/unsubscribe/`);
  return link.split('/').at(-1)!;
}

/**
 * The sweep's test: a phone-sized touch screen, a role (test.use({ role })) whose session the page starts
 * with, and, for the tests that ask for it, the demo data (found once per worker).
 */
export const test = base.extend<
  { role: Role },
  { api: APIRequestContext; sessions: Record<SignedInRole, DemoSession>; demoData: DemoData }
>({
  role: ['visitor', { option: true }],
  api: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: ORIGIN });
      await use(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  sessions: [async ({ api }, use) => use(await signInAll(api)), { scope: 'worker' }],
  demoData: [
    async ({ api, sessions }, use) => use(await findDemoData(api, sessions)),
    { scope: 'worker', timeout: 60_000 },
  ],
  storageState: async ({ role, sessions }, use) => {
    await use(role === 'visitor' ? { cookies: [], origins: [] } : storageStateFor(sessions[role]));
  },
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  // axe is put into the page as a script of its own, which the app's Content-Security-Policy would refuse.
  bypassCSP: true,
});

/** Resolves once no request of the page has been in flight for `quietMs`. */
function networkQuiet(page: Page, quietMs = 250, timeout = 15_000) {
  let inFlight = 0;
  let changed = Date.now();
  const started = () => {
    inFlight++;
    changed = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async wait() {
      const deadline = Date.now() + timeout;
      while (inFlight > 0 || Date.now() - changed < quietMs) {
        if (Date.now() > deadline) throw new Error(`the page kept loading for ${timeout / 1000}s`);
        await page.waitForTimeout(50);
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Opens `url` and waits until the page has drawn what it will show: the app is live, nothing is loading, and
 * the sections that load when scrolled near (WhenVisible) have loaded, the page having been scrolled through.
 */
export async function visit(page: Page, url: string) {
  const network = networkQuiet(page);
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20_000 });
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-app-live') && !document.getElementById('splash'),
      null,
      { timeout: 15_000 },
    );
    await network.wait();
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
      }
    });
    await network.wait();
    await page.waitForFunction(
      () => !document.querySelector('[aria-busy="true"], [aria-label="Loading page"]'),
      null,
      { timeout: 10_000 },
    );
    await page.evaluate(() => window.scrollTo(0, 0));
  } finally {
    network.stop();
  }
}

/**
 * What does not fit the phone's width: the page scrolling sideways (with the elements that stick out), a part
 * of it scrolling sideways, and visible controls (links, buttons, fields) that the screen's edge cuts. A
 * control hidden by its own container (a carousel's next slide) is not the screen's doing and is left alone.
 */
export function widthProblems(page: Page): Promise<string[]> {
  // The screen's width, not innerWidth: a phone's browser widens its layout viewport to fit a page too wide.
  return page.evaluate((screenWidth) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('name') ??
        (el as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40) ??
        '';
      const classes = Array.from(el.classList)
        .filter((c) => c.startsWith('mantine-'))
        .slice(0, 2)
        .join('.');
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${name ? ` "${name}"` : ''}`;
    };

    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > screenWidth) {
      // The outermost elements that reach past the screen's right edge.
      const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= screenWidth + 1) return false;
        const parent = el.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= screenWidth + 1;
      });
      problems.push(
        `the page is ${pageWidth}px wide on a ${screenWidth}px screen; sticking out: ${
          wide
            .slice(0, 5)
            .map((el) => `${describe(el)} (right edge ${Math.round(el.getBoundingClientRect().right)}px)`)
            .join(', ') || 'unknown'
        }`,
      );
    }

    // A part of the page that scrolls sideways (a wide table in a scroll box) hides what is past its edge.
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        problems.push(
          `${describe(el)} scrolls sideways (${el.scrollWidth}px of content in ${el.clientWidth}px)`,
        );
    }

    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"]',
    );
    for (const el of Array.from(controls)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // The part of the control its containers let show (the screen itself does not count as a container).
      let left = rect.left;
      let right = rect.right;
      for (
        let a = el.parentElement;
        a && a !== document.body && a !== document.documentElement;
        a = a.parentElement
      ) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible') {
          const box = a.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (style.position === 'fixed') break;
      }
      if (right - left < 1) continue; // hidden by its container (e.g. a carousel's slide out of view)
      if (left < -1 || right > screenWidth + 1)
        problems.push(
          `${describe(el)} is cut by the screen's edge (${Math.round(rect.left)}px to ${Math.round(rect.right)}px)`,
        );
    }
    return problems;
  }, page.viewportSize()!.width);
}

/**
 * Buttons, icon buttons and fields less than 44 px tall on the touch screen (the theme's touch-targets.css
 * makes them so; this keeps a page from undoing it). Links, and the eye inside a password field, may be
 * smaller: axe's target-size holds them to 24 px.
 */
export function touchProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (!matchMedia('(pointer: coarse)').matches) return ['the sweep runs on a screen without touch'];
    const controls = document.querySelectorAll(
      '.mantine-Button-root, .mantine-ActionIcon-root:not(.mantine-PasswordInput-visibilityToggle), .mantine-Input-input, select, textarea',
    );
    return Array.from(controls)
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({ el, height: el.getBoundingClientRect().height }))
      .filter(({ height }) => height > 0 && height < 43.5)
      .map(({ el, height }) => {
        const name =
          el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
        return `<${el.tagName.toLowerCase()}> "${name}" is ${Math.round(height)}px tall; a touch control needs 44px`;
      });
  });
}

/**
 * Badges whose text does not fit them ("ACTI…", "NOT APPRO…"): a status must be read whole (issue 36). Its
 * label's text is wider than the label, whether cut with an ellipsis or spilling out.
 */
export function badgeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.mantine-Badge-label'))
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map(
        (el) =>
          `the badge "${(el as HTMLElement).innerText.trim()}" is cut (${el.scrollWidth}px of text in ${el.clientWidth}px)`,
      ),
  );
}

/**
 * Everything wrong with the page at `url` on the phone: what does not fit, small controls, cut badges, axe's
 * findings.
 */
export async function pageProblems(page: Page, url: string): Promise<string[]> {
  try {
    await visit(page, url);
    return [
      ...(await widthProblems(page)),
      ...(await touchProblems(page)),
      ...(await badgeProblems(page)),
      ...(await axeProblems(page)),
    ];
  } catch (error) {
    return [`could not be checked: ${(error as Error).message.split('\n')[0]}`];
  }
}

/** Runs `task` on each item, `concurrency` at a time, each worker with its own page of `context`. */
export async function withPages<T>(
  context: BrowserContext,
  items: T[],
  concurrency: number,
  task: (item: T, page: Page) => Promise<void>,
) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      const page = await context.newPage();
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item, page);
      await page.close();
    }),
  );
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings on the page: the rule, what it asks, and the elements. */
export async function axeProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    // target-size (WCAG 2.5.8, 24 px) is off by default in axe: the sweep asks for it.
    const { violations } = await axe.run(document, { rules: { 'target-size': { enabled: true } } });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map(
          (n) =>
            `${JSON.stringify(n.target)}${n.failureSummary ? `: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
        ),
      }));
  });
  return violations.map(
    (v) => `axe ${v.impact} "${v.rule}" (${v.help}) on ${v.nodes.slice(0, 5).join('; ')}`,
  );
}

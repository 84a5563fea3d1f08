import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

/**
 * The Content-Security-Policy lets the browser load Stripe.js, call Stripe's API and show its card and 3-D
 * Secure frames only when a Stripe key is configured; without one the policy is the app's usual one.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The header as a map: directive → its sources. */
async function policyOf(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy without a Stripe key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the usual policy: nothing from Stripe, no frame-src', async () => {
    expect(t.config.payments.stripe).toBeNull();
    const policy = await policyOf(t);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(policy['frame-src']).toBeUndefined();
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'", 'https:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(policy)).not.toContain('stripe');
  });
});

describe('Content-Security-Policy with a Stripe key', () => {
  let t: TestApp;
  let usual: Record<string, string[]>;
  beforeAll(async () => {
    const plain = await createTestApp();
    try {
      usual = await policyOf(plain);
    } finally {
      await plain.close();
    }
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' });
  });
  afterAll(() => t.close());

  it("allows Stripe.js, Stripe's API and its card and 3-D Secure frames, and changes nothing else", async () => {
    const policy = await policyOf(t);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000', 'https://api.stripe.com']);
    expect(policy['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    // Every other directive is exactly as without a key.
    const others = (p: Record<string, string[]>) =>
      Object.fromEntries(
        Object.entries(p).filter(([name]) => !['script-src', 'connect-src', 'frame-src'].includes(name)),
      );
    expect(others(policy)).toEqual(others(usual));
    expect(Object.keys(policy).sort()).toEqual([...Object.keys(usual), 'frame-src'].sort());
  });
});

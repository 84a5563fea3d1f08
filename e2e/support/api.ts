import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './constants';

const ORIGIN = `http://localhost:${E2E_PORT}`;

/** A call to the API (as `token` when given), failing the test on an error reply. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, data }: { token?: string; data?: unknown } = {},
): Promise<T> {
  const res = await request.fetch(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: token ? { authorization: `jwt ${token}` } : {},
    data,
  });
  expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

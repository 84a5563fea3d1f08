import { GENERIC_ERROR } from '@oxstrength/shared/constants';
import { takeBootAnswer } from './boot-data';
import { readToken } from './session-storage';

/** A failed API call: the HTTP status, the server's message and its field errors. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: Record<string, string> = {},
    public readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export const API_BASE = '/api/v1';

/** How calls reach the API: the browser's fetch, or the server's own handler when it draws a page. */
let send: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(transport: typeof fetch) {
  send = transport;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the API with `authorization: jwt <token>`; resolves the JSON body or throws ApiError. A guest's first
 * GET of a URL the page arrived with is answered from the page (boot-data.ts).
 */
export async function api<T>(
  path: string,
  { method = 'GET', body, query, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `jwt ${token}`;
  const url = buildUrl(path, query);
  if (method === 'GET' && !token) {
    const booted = takeBootAnswer(url);
    if (booted !== undefined) return booted as T;
  }
  // A FormData body (an upload) is sent as multipart; the browser writes its content type and boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await send(url, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = typeof data.message === 'string' && data.message ? data.message : GENERIC_ERROR;
    throw new ApiError(res.status, message, (data.errors as Record<string, string>) ?? {}, data);
  }
  return data as T;
}

/** The message to show for any failure: the server's, else the generic text. */
export const errorMessage = (err: unknown) =>
  err instanceof ApiError || (err instanceof Error && err.message) ? (err as Error).message : GENERIC_ERROR;

/** True when the call failed because the record does not exist (or is not the caller's). */
export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** A query's retry rule: 4xx replies (a missing or another's record) do not get better by retrying. */
export const retryUnlessClientError = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

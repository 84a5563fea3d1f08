import { ApiError } from '../../lib/api-client';

/** The newsletter page's failure text (spec part 1 section 8); note the full stop, unlike the generic message. */
export const SUBSCRIPTION_PAGE_ERROR = 'Something went wrong.';

/** Statuses of 500 and above, network failures and replies without a message show the fixed text; others the server's. */
export function subscriptionErrorText(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) return SUBSCRIPTION_PAGE_ERROR;
  const message = err.body.message;
  return typeof message === 'string' && message ? message : SUBSCRIPTION_PAGE_ERROR;
}

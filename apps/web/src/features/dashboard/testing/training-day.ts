import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the file on 15 March 2025 in Nepal (the calendar's first open day), and leaves no toast
 * (toasts live in a store shared by the test files of a worker), clock or stub behind for the next.
 */
export function onTrainingDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T06:00:00Z'));
  });
  afterEach(() => {
    notifications.clean();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/*
 * Statuses and their state machines, one file per machine under status/ (the rules of a machine, as data, are
 * in status/machine.ts). This index re-exports them all: import from '@oxstrength/shared/status'.
 */

export * from './status/machine';
export * from './status/order';
export * from './status/payment';
export * from './status/refund';
export * from './status/subscription';
export * from './status/week-request';
export * from './status/coaching';
export * from './status/coaching-consultation';
export * from './status/paid-consultation';
export * from './status/gift';

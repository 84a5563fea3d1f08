import { describe, expect, it } from 'vitest';
import { validate } from '../fields';
import * as requests from './staff';
import {
  earlyActivateFormSchema,
  heldFormSchema,
  reasonFormSchema,
  returnWeekFormSchema,
  STAFF_INBOX_LISTS,
} from './staff-forms';

describe('the staff forms', () => {
  it('list the inbox states the API takes', () => {
    expect(STAFF_INBOX_LISTS).toEqual(requests.STAFF_INBOX_STATES);
  });

  it('take remarks, reasons and notes by the same rule as the request bodies', () => {
    const pairs = [
      [heldFormSchema, requests.consultationHeldSchema, 'remarks'],
      [reasonFormSchema, requests.statusReasonSchema, 'reason'],
      [returnWeekFormSchema, requests.returnWeekSchema, 'note'],
    ] as const;
    for (const [form, request, field] of pairs)
      for (const value of ['', ' ', 'ok', 'x'.repeat(1001)])
        expect(validate(form, { [field]: value })[field], `${field} ${value.length}`).toEqual(
          validate(request, { [field]: value })[field],
        );
  });

  it('ask for a reason when activating before the consultation', () => {
    expect(validate(earlyActivateFormSchema, { start_on: '2025-03-12', reason: ' ' })).toEqual({
      reason: 'Reason is required',
    });
    expect(validate(earlyActivateFormSchema, { start_on: '', reason: 'ok' })).toEqual({
      start_on: 'Start date is required',
    });
  });
});

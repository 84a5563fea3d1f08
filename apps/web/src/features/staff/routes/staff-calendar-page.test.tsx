import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../../components/testing/small-screen';
import { callsTo, fastUser, renderSignedIn, type ApiHandler } from '../../../testing/render-routes';
import { trainer } from '../testing/staff-users';
import { calendarConsultation, calendarOf } from '../testing/programme-staff-fixtures';
import { Component as StaffCalendarPage } from './staff-calendar-page';

const FROM = '2099-03-08';

const requested = calendarConsultation({ date: '2099-03-10' });
const approved = calendarConsultation({
  _id: 'cc1',
  kind: 'Coaching',
  subscription_id: 'co1',
  title: 'Online Coaching',
  client: { _id: 'c2', name: 'Gita Rai', email: 'gita@example.com' },
  date: '2099-03-10',
  state: 'Approved',
});

function renderCalendar(routes: Record<string, ApiHandler> = {}, entry = `/staff/calendar?from=${FROM}`) {
  return renderSignedIn(
    [{ path: '/staff/calendar', Component: StaffCalendarPage }],
    entry,
    {
      'GET /staff/trainers': () => ({
        body: { status: 'success', trainers: [{ _id: 'tr1', name: 'Coach Hari' }] },
      }),
      'GET /staff/trainers/tr1/consultations': () => ({ body: calendarOf(FROM, [requested, approved], 60) }),
      ...routes,
    },
    trainer,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Consultation calendar', () => {
  it('shows the week by day with the minutes booked against the capacity, and approves from a day', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderCalendar({
      'POST /staff/consultation-subscriptions/pc1/consultation/approve': () => ({
        status: 409,
        body: {
          status: 'error',
          message:
            'Daily capacity reached for 2099-03-10: 30 of 60 minutes are booked and this consultation needs 60. ' +
            'Propose another date or raise the daily capacity.',
        },
      }),
    });
    const day = await screen.findByRole('listitem', { name: 'Tuesday, 10 Mar, 2099' });
    expect(within(day).getByText('30 of 60 min booked')).toBeInTheDocument();
    expect(within(day).getByText('30 min asked for')).toBeInTheDocument();
    expect(within(day).getByText('Gita Rai')).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: 'Open Gita Rai, Online Coaching' })).toHaveAttribute(
      'href',
      '/staff/coaching/co1',
    );
    expect(screen.getByRole('listitem', { name: 'Sunday, 8 Mar, 2099' })).toHaveTextContent(
      'No consultations',
    );

    await user.click(within(day).getByRole('button', { name: 'Approve Date for Sita Gurung, Form Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Date' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve Date' }));
    expect(await screen.findByText(/Daily capacity reached for 2099-03-10/)).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'POST /staff/consultation-subscriptions/pc1/consultation/approve'),
    ).toHaveLength(1);
  });

  it('lists the week instead, as cards on a phone', async () => {
    const restore = screenWidth(360);
    try {
      const user = userEvent.setup(fastUser);
      const { router } = renderCalendar();
      await user.click(await screen.findByRole('radio', { name: 'List' }));
      await waitFor(() => expect(router.state.location.search).toContain('view=list'));
      const list = await screen.findByRole('list', { name: 'Consultations' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).getByText('Paid consultation: Form Check')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('saves the daily capacity, refusing one that is not a whole number of minutes', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderCalendar({
      'PUT /staff/trainers/tr1/capacity': () => ({
        body: {
          status: 'success',
          message: 'Daily capacity saved',
          capacity: { trainer: { _id: 'tr1', name: 'Coach Hari' }, daily_capacity_minutes: 120 },
        },
      }),
    });
    const input = await screen.findByRole('textbox', { name: 'Daily capacity (minutes per day)' });
    expect(input).toHaveValue('60');
    await user.clear(input);
    await user.type(input, '2000');
    await user.click(screen.getByRole('button', { name: 'Save Capacity' }));
    expect(
      await screen.findByText('Daily capacity must be a whole number of minutes from 0 to 1440'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /staff/trainers/tr1/capacity')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '120');
    await user.click(screen.getByRole('button', { name: 'Save Capacity' }));
    expect(await screen.findByText('Daily capacity saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /staff/trainers/tr1/capacity')[0]!.body).toEqual({
      daily_capacity_minutes: 120,
    });
  });
});

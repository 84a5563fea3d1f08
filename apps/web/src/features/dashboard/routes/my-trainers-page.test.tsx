import { COACHING_TEXTS, TRAINING_TEXTS } from '@oxstrength/shared/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  fastUser,
  renderSignedIn,
  type ApiCall,
  type ApiHandler,
} from '../../../testing/render-routes';
import {
  myConsultationOfPaid,
  myConsultationsPageFor,
  paidConsultation,
  subscribedCoaching,
  subscribedCoachingReplyOf,
  subscribedCoachingsPageOf,
} from '../testing/programme-fixtures';
import type { PaidConsultation } from '@oxstrength/shared/contracts/coaching-training';
import { Component as MyTrainersPage } from './my-trainers-page';
import { CONTACT_REPLY } from '../testing/training-fixtures';
import { onTrainingDay } from '../testing/training-day';

function renderPage(handlers: Record<string, ApiHandler>) {
  return renderSignedIn(
    [
      { path: '/dashboard/trainers', Component: MyTrainersPage },
      { path: '/dashboard/trainers/:id', element: <p>Coaching detail</p> },
      { path: '/express/checkout/cart', element: <p>Express checkout</p> },
    ],
    '/dashboard/trainers',
    {
      'GET /contact/information': () => ({ body: CONTACT_REPLY }),
      ...handlers,
    },
  );
}

/** GET /subscribed/consultations/all over these paid consultations. */
const paidRows = (paid: PaidConsultation[]) => (call: ApiCall) => ({
  body: myConsultationsPageFor(paid.map(myConsultationOfPaid), call.query),
});

const item = (name: string) => within(screen.getByRole('listitem', { name }));

onTrainingDay();

describe('My Trainers', () => {
  it('shows what each coaching status asks of the client, and My Consultations with their display', async () => {
    const requested = {
      _id: 'cc2',
      consultation_date: '2025-03-20',
      status: 'Requested' as const,
      approved: false,
      proposed: false,
      proposal_reason: null,
      completed: false,
      remarks: '',
      createdAt: '2025-03-14T09:00:00.000Z',
    };
    renderPage({
      'GET /subscribed/coachings': () => ({
        body: subscribedCoachingsPageOf([
          subscribedCoaching(1),
          subscribedCoaching(2, {
            status: 'Pending',
            started_on: null,
            first_consultation_completed: false,
            latest_consultation: requested,
            consultation_display: 'Upcoming',
          }),
          subscribedCoaching(3, { status: 'Pending', started_on: null }),
          subscribedCoaching(4, {
            status: 'Pending',
            started_on: null,
            first_consultation_completed: false,
            latest_consultation: null,
            consultation_display: 'Pending',
          }),
          subscribedCoaching(5, { status: 'Inactive' }),
          subscribedCoaching(6, { status: 'Completed', weeks_completed: 4 }),
        ]),
      }),
      'GET /subscribed/consultations/all': paidRows([
        paidConsultation(1),
        paidConsultation(2, {
          status: 'Consultation Requested',
          consultation_date: '2025-03-18',
          consultation_display: 'Upcoming',
        }),
        paidConsultation(3, {
          status: 'Consultation Completed',
          consultation_date: '2025-03-02',
          consultation_approved: true,
          completed: true,
          remarks: 'Hinge fixed',
          consultation_display: 'Previous',
        }),
      ]),
    });
    await screen.findByRole('list', { name: 'My Trainers' });
    expect(item('Online Coaching 1').getByText('Currently on: Week 1')).toBeInTheDocument();
    expect(
      item('Online Coaching 1').getByRole('link', { name: 'Open Training: Online Coaching 1' }),
    ).toHaveAttribute('href', '/dashboard/trainers/c1');
    expect(item('Online Coaching 1').getByText('4 Weeks Plan · By: Bikash Gurung')).toBeInTheDocument();
    expect(
      item('Online Coaching 2').getByText(COACHING_TEXTS.requestedHover('20 Mar, 2025')),
    ).toBeInTheDocument();
    expect(
      item('Online Coaching 2').getByRole('button', { name: 'Change Date: Online Coaching 2' }),
    ).toBeEnabled();
    expect(item('Online Coaching 3').getByText(COACHING_TEXTS.waitActivation)).toBeInTheDocument();
    expect(item('Online Coaching 3').queryByRole('button')).toBeNull();
    expect(item('Online Coaching 4').getByText(COACHING_TEXTS.setDate)).toBeInTheDocument();
    expect(item('Online Coaching 5').getByRole('link', { name: 'View Coaching' })).toHaveAttribute(
      'href',
      '/express/checkout/cart?model_id=p5&on_model=coaching&trainer=tr1&plan=w4',
    );
    expect(
      item('Online Coaching 6').getByRole('link', { name: 'Purchase Again: Online Coaching 6' }),
    ).toHaveAttribute('href', '/express/checkout/cart?model_id=p6&on_model=coaching&trainer=tr1&plan=w4');

    // My Consultations: the consultations of templates, coaching and paid consultations together.
    const table = within(await screen.findByRole('table', { name: 'My Consultations' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Set Date: Form Check 1' })).toBeEnabled();
    expect(within(rows[1]!).getByText('Upcoming')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('18 Mar, 2025')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Change Date: Form Check 2' })).toBeEnabled();
    expect(within(rows[2]!).getByText('Previous')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Purchase Again: Form Check 3' })).toHaveAttribute(
      'href',
      '/express/checkout/cart?model_id=q3&on_model=consultation&trainer=tr1&plan=half_hour',
    );
  });

  it('requests a coaching consultation date and changes an open one', async () => {
    const user = userEvent.setup(fastUser);
    const pending = subscribedCoaching(1, {
      status: 'Pending',
      started_on: null,
      first_consultation_completed: false,
      latest_consultation: null,
      consultation_display: 'Pending',
    });
    const { fetchMock } = renderPage({
      'GET /subscribed/coachings': () => ({ body: subscribedCoachingsPageOf([pending]) }),
      'GET /subscribed/consultations/all': paidRows([]),
      'POST /subscribed/coaching/consultation/request': () => ({
        body: subscribedCoachingReplyOf(pending, TRAINING_TEXTS.dateSet('2025-03-20')),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Set Consultation Date: Online Coaching 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    expect(within(dialog).getByRole('button', { name: '14 March 2025' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '20 March 2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Date' }));
    expect(await screen.findByText(TRAINING_TEXTS.dateSet('2025-03-20'))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /subscribed/coaching/consultation/request')[0]!.body).toEqual({
      subscription: 'c1',
      consultation_date: '2025-03-20',
    });
    // The empty consultations list.
    expect(await screen.findByRole('link', { name: TRAINING_TEXTS.emptyConsultations })).toHaveAttribute(
      'href',
      '/consultation',
    );
  });

  it('changes a coaching date with PUT, sets a paid consultation date, and filters the consultations', async () => {
    const user = userEvent.setup(fastUser);
    const requested = subscribedCoaching(1, {
      status: 'Pending',
      started_on: null,
      first_consultation_completed: false,
      latest_consultation: {
        _id: 'cc1',
        consultation_date: '2025-03-20',
        status: 'Requested',
        approved: false,
        proposed: false,
        proposal_reason: null,
        completed: false,
        remarks: '',
        createdAt: '2025-03-14T09:00:00.000Z',
      },
      consultation_display: 'Upcoming',
    });
    const paid = paidConsultation(1);
    const { fetchMock } = renderPage({
      'GET /subscribed/coachings': () => ({ body: subscribedCoachingsPageOf([requested]) }),
      'GET /subscribed/consultations/all': paidRows([paid]),
      'PUT /subscribed/coaching/consultation/c1': () => ({ body: subscribedCoachingReplyOf(requested) }),
      'POST /subscribed/consultation/request': () => ({
        status: 409,
        body: {
          status: 'error',
          message: 'This consultation has been held. Purchase it again to book another',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change Date: Online Coaching 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    expect(within(dialog).getByRole('button', { name: '20 March 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: '22 March 2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Date' }));
    expect(await screen.findByText(TRAINING_TEXTS.dateSet('22 Mar, 2025'))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /subscribed/coaching/consultation/c1')[0]!.body).toEqual({
      consultation_date: '2025-03-22',
    });

    await user.click(screen.getByRole('button', { name: 'Set Date: Form Check 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    await user.click(within(dialog).getByRole('button', { name: '25 March 2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Date' }));
    expect(
      await screen.findByText('This consultation has been held. Purchase it again to book another'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /subscribed/consultation/request')[0]!.body).toEqual({
      subscription: 'k1',
      consultation_date: '2025-03-25',
    });

    await user.selectOptions(screen.getByLabelText('FILTER'), 'completed');
    await waitFor(() =>
      expect(
        Object.fromEntries(callsTo(fetchMock, 'GET /subscribed/consultations/all').at(-1)!.query),
      ).toMatchObject({
        consultation_status: 'completed',
        page: '1',
        resultsPerPage: '5',
        sort: 'latest',
      }),
    );
  });
});

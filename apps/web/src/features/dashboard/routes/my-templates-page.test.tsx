import { TRAINING_TEXTS } from '@oxstrength/shared/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  fastUser,
  renderSignedIn,
  stubApi,
  type ApiCall,
  type ApiHandler,
  type ApiReply,
} from '../../../testing/render-routes';
import { paged } from '../../templates/testing/template-fixtures';
import {
  subscribedTemplateN,
  subscribedTemplateReplyOf,
  subscribedTemplatesPageOf,
} from '../testing/training-fixtures';
import type { SubscribedTemplate } from '@oxstrength/shared/contracts/training';
import { Component as MyTemplatesPage } from './my-templates-page';
import { CONTACT_REPLY } from '../testing/training-fixtures';
import { onTrainingDay } from '../testing/training-day';

/** Serves `current` and `previous` five a page, as the API pages them. */
const listHandler =
  (current: SubscribedTemplate[], previous: SubscribedTemplate[] = []) =>
  (call: ApiCall): ApiReply => {
    const list = call.query.get('expired') === 'true' ? previous : current;
    const page = Number(call.query.get('page'));
    const size = Number(call.query.get('resultsPerPage'));
    const items = list.slice((page - 1) * size, page * size);
    return { body: subscribedTemplatesPageOf(items, paged(page, size, list.length)) };
  };

function renderPage(
  list: ApiHandler,
  handlers: Record<string, ApiHandler> = {},
  url = '/dashboard/packages',
) {
  return renderSignedIn(
    [
      { path: '/dashboard/packages', Component: MyTemplatesPage },
      { path: '/dashboard/packages/:id', element: <p>Training detail</p> },
    ],
    url,
    {
      'GET /subscribed/templates': list,
      'GET /contact/information': () => ({ body: CONTACT_REPLY }),
      ...handlers,
    },
  );
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const lastQuery = (fetchMock: ReturnType<typeof stubApi>, expired: boolean) => {
  const calls = callsTo(fetchMock, 'GET /subscribed/templates').filter(
    (c) => c.query.get('expired') === String(expired),
  );
  return Object.fromEntries(calls.at(-1)!.query);
};

onTrainingDay();

describe('My Templates', () => {
  it('shows placeholders, then the current packages five a page', async () => {
    const user = userEvent.setup(fastUser);
    const current = Array.from({ length: 7 }, (_, i) => subscribedTemplateN(i + 1));
    const { fetchMock, router } = renderPage(listHandler(current));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    const list = await screen.findByRole('list', { name: 'My Templates' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(lastQuery(fetchMock, false)).toEqual({
      sort: 'latest',
      page: '1',
      resultsPerPage: '5',
      expired: 'false',
    });
    expect(lastQuery(fetchMock, true)).toMatchObject({ expired: 'true', page: '1' });
    // An Active package opens its training.
    expect(card('Template 1').getByRole('link', { name: 'Template 1' })).toHaveAttribute(
      'href',
      '/dashboard/packages/s1',
    );
    expect(card('Template 1').getByText('4 weeks · Strength')).toBeInTheDocument();
    expect(card('Template 1').getByText('Active')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'My Templates pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('article', { name: 'Template 6' })).toBeInTheDocument();
    expect(lastQuery(fetchMock, false)).toMatchObject({ page: '2', resultsPerPage: '5' });
  });

  it('shows each status message over the cover, and Change Date only until the date is approved', async () => {
    renderPage(
      listHandler([
        subscribedTemplateN(1, { status: 'Pending', consultation_date: null, consultation_approved: false }),
        subscribedTemplateN(2, {
          status: 'Consultation Requested',
          consultation_date: '2025-03-20',
          consultation_approved: false,
        }),
        subscribedTemplateN(3, {
          status: 'Consultation Requested',
          consultation_date: '2025-03-22',
          consultation_approved: true,
        }),
        subscribedTemplateN(4, { status: 'Consultation Completed' }),
        subscribedTemplateN(5, { status: 'Active' }),
      ]),
    );
    await screen.findByRole('list', { name: 'My Templates' });
    expect(card('Template 1').getByText(TRAINING_TEXTS.pendingHover)).toBeInTheDocument();
    expect(card('Template 1').getByRole('button', { name: 'Set Consultation Date' })).toBeInTheDocument();
    expect(card('Template 2').getByText(TRAINING_TEXTS.requestedHover('20 Mar, 2025'))).toBeInTheDocument();
    expect(card('Template 2').getByRole('button', { name: 'Change Date' })).toBeInTheDocument();
    expect(card('Template 3').getByText(TRAINING_TEXTS.approvedHover('22 Mar, 2025'))).toBeInTheDocument();
    expect(card('Template 3').queryByRole('button')).not.toBeInTheDocument();
    expect(card('Template 4').getByText(TRAINING_TEXTS.completedConsultationHover)).toBeInTheDocument();
    // Only an Active package opens: the others are not links.
    for (const n of [1, 2, 3, 4]) expect(card(`Template ${n}`).queryByRole('link')).not.toBeInTheDocument();
    expect(card('Template 5').queryByText(/Please|wait/)).not.toBeInTheDocument();
  });

  it('offers Change Date on a date staff proposed', async () => {
    renderPage(
      listHandler([
        subscribedTemplateN(6, {
          status: 'Consultation Requested',
          consultation_date: '2025-03-24',
          consultation_approved: false,
          consultation_proposed: true,
        }),
      ]),
    );
    await screen.findByRole('list', { name: 'My Templates' });
    expect(card('Template 6').getByText(TRAINING_TEXTS.proposedHover('24 Mar, 2025'))).toBeInTheDocument();
    expect(card('Template 6').getByRole('button', { name: 'Change Date' })).toBeInTheDocument();
  });

  it('lists Previously Purchased with Purchase Again and the inactive message', async () => {
    renderPage(
      listHandler(
        [subscribedTemplateN(1)],
        [
          subscribedTemplateN(8, { status: 'Completed', weeks_completed: 4 }),
          subscribedTemplateN(9, { status: 'Inactive' }),
        ],
      ),
    );
    const previous = await screen.findByRole('list', { name: 'Previously Purchased' });
    expect(within(previous).getAllByRole('article')).toHaveLength(2);
    expect(card('Template 8').getByRole('link', { name: 'Purchase Again: Template 8' })).toHaveAttribute(
      'href',
      '/express/checkout/cart?model_id=t8&on_model=template',
    );
    expect(card('Template 8').queryByText(/wait/)).not.toBeInTheDocument();
    expect(card('Template 9').getByText(TRAINING_TEXTS.inactiveHover)).toBeInTheDocument();
  });

  it('shows the empty state when nothing is followed', async () => {
    renderPage(listHandler([]));
    expect(await screen.findByRole('link', { name: TRAINING_TEXTS.emptyPackagesTitle })).toHaveAttribute(
      'href',
      '/template',
    );
    expect(screen.getByText(TRAINING_TEXTS.emptyPackages)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Previously Purchased' })).not.toBeInTheDocument();
  });

  it('offers another try when the list fails to load', async () => {
    const user = userEvent.setup(fastUser);
    let fail = true;
    const ok = listHandler([subscribedTemplateN(1)]);
    renderPage((call) =>
      fail ? { status: 500, body: { status: 'error', message: 'Something went wrong' } } : ok(call),
    );
    expect(await screen.findByText('Your packages could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Template 1' })).toBeInTheDocument();
  });
});

describe('Schedule a Counseling Session', () => {
  const pending = subscribedTemplateN(1, {
    status: 'Pending',
    consultation_date: null,
    consultation_approved: false,
  });

  it('allows no past day, shows the chosen date and support phone, sends YYYY-MM-DD and refreshes', async () => {
    const user = userEvent.setup(fastUser);
    let current = [pending];
    const { fetchMock } = renderPage((call) => listHandler(current)(call), {
      'POST /subscribed/template/consultation/request': (call) => {
        const { consultation_date } = call.body as { consultation_date: string };
        current = [{ ...pending, status: 'Consultation Requested', consultation_date }];
        return { body: subscribedTemplateReplyOf(current[0]!) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set Consultation Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });

    expect(within(dialog).getByText('March 2025')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '14 March 2025' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '1 March 2025' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '15 March 2025' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const booking = within(within(dialog).getByRole('region', { name: 'Booking Detail' }));
    expect(booking.getByText('Choose a date in the calendar')).toBeInTheDocument();
    expect(booking.getByRole('link', { name: '+977 9801234567' })).toHaveAttribute(
      'href',
      'tel:+9779801234567',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Date' });
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: '20 March 2025' }));
    expect(within(dialog).getByRole('button', { name: '20 March 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(booking.getByText('20 Mar, 2025')).toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText(TRAINING_TEXTS.dateSet('20 Mar, 2025'))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /subscribed/template/consultation/request')[0]!.body).toEqual({
      subscription_id: 's1',
      consultation_date: '2025-03-20',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list reloads: the card now waits for approval, with Change Date.
    expect(await screen.findByText(TRAINING_TEXTS.requestedHover('20 Mar, 2025'))).toBeInTheDocument();
  });

  it('moves between days and months with the keyboard', async () => {
    const user = userEvent.setup(fastUser);
    renderPage(listHandler([pending]), {
      'POST /subscribed/template/consultation/request': () => ({
        body: subscribedTemplateReplyOf(pending, 'Your consultation request has been set for 2025-04-12.'),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Set Consultation Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    // One day is in the tab order: today.
    const today = within(dialog).getByRole('button', { name: '15 March 2025' });
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    // Left would go into the past: it stays on the first open day.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '15 March 2025' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '23 March 2025' })).toHaveFocus());
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '23 April 2025' })).toHaveFocus());
    expect(within(dialog).getByText('April 2025')).toBeInTheDocument();
    await user.keyboard(
      '{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}',
    );
    expect(within(dialog).getByRole('button', { name: '15 April 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Date' }));
    // The server's message wins over the default text.
    expect(
      await screen.findByText('Your consultation request has been set for 2025-04-12.'),
    ).toBeInTheDocument();
  });

  it('changes a requested date, starting from it, and shows the server message on failure', async () => {
    const user = userEvent.setup(fastUser);
    const requested = subscribedTemplateN(2, {
      status: 'Consultation Requested',
      consultation_date: '2025-03-20',
      consultation_approved: false,
    });
    renderPage(listHandler([requested]), {
      'POST /subscribed/template/consultation/request': () => ({
        status: 409,
        body: { status: 'error', message: 'The date has already been approved' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    expect(within(dialog).getByRole('button', { name: '20 March 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: '21 March 2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Date' }));
    expect(await screen.findByText('The date has already been approved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule a Counseling Session' })).toBeInTheDocument();
  });

  it('says Something went wrong when the server gives no message', async () => {
    const user = userEvent.setup(fastUser);
    renderPage(listHandler([pending]), {
      'POST /subscribed/template/consultation/request': () => ({ status: 500, body: {} }),
    });
    await user.click(await screen.findByRole('button', { name: 'Set Consultation Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    await user.click(within(dialog).getByRole('button', { name: '16 March 2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Date' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

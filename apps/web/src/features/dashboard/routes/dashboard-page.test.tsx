import { notifications } from '@mantine/notifications';
import { TRAINING_TEXTS } from '@oxstrength/shared/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fastUser,
  renderSignedIn,
  testUser,
  type ApiCall,
  type ApiHandler,
  type ApiReply,
} from '../../../testing/render-routes';
import { userFixture } from '../../auth/testing/user-fixtures';
import { paged } from '../../templates/testing/template-fixtures';
import {
  myConsultationOfCoaching,
  myConsultationOfPaid,
  myConsultationOfTemplate,
  myConsultationsPageFor,
  paidConsultation,
  subscribedCoaching,
} from '../testing/programme-fixtures';
import {
  dashboardCountsReplyOf,
  subscribedTemplateN,
  subscribedTemplatesPageOf,
} from '../testing/training-fixtures';
import type { MyConsultation } from '@oxstrength/shared/contracts/coaching-training';
import type { SubscribedTemplate } from '@oxstrength/shared/contracts/training';
import type { User } from '@oxstrength/shared/contracts/users';
import { DASHBOARD_TABS, Component as DashboardLayout } from './dashboard-layout';
import { Component as DashboardPage } from './dashboard-page';
import { CONTACT_REPLY } from '../testing/training-fixtures';

const FAILED: ApiReply = { status: 500, body: { status: 'error', message: 'Something went wrong' } };

const CURRENT = [
  subscribedTemplateN(1, { status: 'Pending', consultation_date: null, consultation_approved: false }),
  subscribedTemplateN(2, {
    status: 'Consultation Requested',
    consultation_date: '2025-03-20',
    consultation_approved: false,
  }),
  subscribedTemplateN(3, { status: 'Active' }),
  subscribedTemplateN(4, { status: 'Active' }),
  subscribedTemplateN(5, { status: 'Active' }),
];
const PREVIOUS = [subscribedTemplateN(6, { status: 'Completed', weeks_completed: 4 })];

const lists =
  (current: SubscribedTemplate[], previous: SubscribedTemplate[]) =>
  (call: ApiCall): ApiReply => {
    const list = call.query.get('expired') === 'true' ? previous : current;
    return {
      body: subscribedTemplatesPageOf(list, paged(1, Number(call.query.get('resultsPerPage')), list.length)),
    };
  };

/** GET /subscribed/consultations/all over these templates' consultations (and any other rows). */
const allConsultations =
  (rows: MyConsultation[]) =>
  (call: ApiCall): ApiReply => ({ body: myConsultationsPageFor(rows, call.query) });

const ROWS = [...CURRENT, ...PREVIOUS].map(myConsultationOfTemplate);

function renderDashboard({
  user = testUser,
  templates = lists(CURRENT, PREVIOUS),
  consultations = allConsultations(ROWS),
  counts = () => ({ body: dashboardCountsReplyOf() }),
}: {
  user?: User;
  templates?: ApiHandler;
  consultations?: ApiHandler;
  counts?: () => ApiReply;
} = {}) {
  return renderSignedIn(
    [
      {
        Component: DashboardLayout,
        children: [
          { path: '/dashboard', Component: DashboardPage },
          { path: '/dashboard/packages', element: <p>My Templates list</p> },
          { path: '/dashboard/orders', element: <p>Orders list</p> },
        ],
      },
    ],
    '/dashboard',
    {
      'GET /subscribed/templates': templates,
      'GET /subscribed/consultations/all': consultations,
      'GET /analytics/profile/dashboard': counts,
      'GET /contact/information': () => ({ body: CONTACT_REPLY }),
    },
    user,
  );
}

const consultations = () => screen.getByRole('region', { name: 'My Consultations' });
const consultationRows = () =>
  within(within(consultations()).getByRole('table', { name: 'My Consultations' }))
    .getAllByRole('row')
    .slice(1);

// Toasts live in a store shared by the test files of a worker: leave none for the next file.
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Dashboard', () => {
  it('shows placeholders while loading', async () => {
    renderDashboard();
    expect(screen.getByText('Loading consultations')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('table', { name: 'My Consultations' });
  });

  it('shows the tabs of the pages that exist, the profile, the counts, consultations and packages', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderDashboard();

    const tabs = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(DASHBOARD_TABS.map((t) => t.label));
    expect(DASHBOARD_TABS.slice(0, 3).map((t) => t.label)).toEqual(['Dashboard', 'Packages', 'Trainers']);
    expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Packages' })).toHaveAttribute(
      'href',
      '/dashboard/packages',
    );
    expect(within(tabs).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');

    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('SS')).toBeInTheDocument(); // initials: no picture
    expect(profile.getByRole('heading', { name: 'Sita Sharma' })).toBeInTheDocument();
    expect(profile.getByText('sita@example.com')).toBeInTheDocument();
    expect(profile.getByText('No bio added yet.')).toBeInTheDocument();
    expect(profile.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    const tile = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(tile('Packages Purchased')).toBe('3'));
    expect(tile('Trainer Consultation')).toBe('2');
    expect(tile('Active Orders')).toBe('4');
    expect(tile('Personal Trainers')).toBe('1');

    // The consultations of every template (current and previous), 5 a page, with their display status.
    await screen.findByRole('table', { name: 'My Consultations' });
    const rows = consultationRows();
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('Template 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Not set')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Set Date: Template 1' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Upcoming')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('20 Mar, 2025')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Change Date: Template 2' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Previous')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();

    // The FILTER: All, Upcoming, Previous, Pending.
    const filter = within(consultations()).getByLabelText('FILTER');
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Upcoming',
      'Previous',
      'Pending',
    ]);
    await user.selectOptions(filter, 'Upcoming');
    await waitFor(() => expect(consultationRows()).toHaveLength(1));
    expect(within(consultationRows()[0]!).getByText('Template 2')).toBeInTheDocument();
    await user.selectOptions(filter, 'Previous');
    await waitFor(() => expect(consultationRows()).toHaveLength(4));
    await user.selectOptions(filter, 'Pending');
    await waitFor(() => expect(consultationRows()).toHaveLength(1));
    expect(within(consultationRows()[0]!).getByText('Template 1')).toBeInTheDocument();

    // My Packages: four of the current packages, and View all.
    const packages = within(screen.getByRole('heading', { name: 'My Packages' }).closest('section')!);
    expect(packages.getAllByRole('article')).toHaveLength(4);
    expect(packages.queryByRole('article', { name: 'Template 5' })).not.toBeInTheDocument();
    expect(packages.getByText(TRAINING_TEXTS.pendingHover)).toBeInTheDocument();
    await user.click(packages.getByRole('link', { name: 'View all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/packages'));
    expect(await screen.findByText('My Templates list')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Packages' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the bio and picture when the profile has them', async () => {
    renderDashboard({
      user: userFixture({ about: 'Powerlifter from Pokhara.', profile_pic: '/media/users/sita.webp' }),
    });
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('Powerlifter from Pokhara.')).toBeInTheDocument();
    expect(profile.getByRole('img', { name: 'Sita Sharma' })).toHaveAttribute(
      'src',
      '/media/users/sita.webp',
    );
    await screen.findByRole('table', { name: 'My Consultations' });
  });

  it('opens the date dialog from a consultation row', async () => {
    const user = userEvent.setup(fastUser);
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Set Date: Template 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    expect(within(dialog).getByText('Template 1')).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: '+977 9801234567' })).toBeInTheDocument();
  });

  it('shows the empty states when the client has no templates', async () => {
    renderDashboard({ templates: lists([], []), consultations: allConsultations([]) });
    expect(await screen.findByRole('link', { name: TRAINING_TEXTS.emptyConsultations })).toHaveAttribute(
      'href',
      '/consultation',
    );
    expect(screen.getByRole('link', { name: TRAINING_TEXTS.emptyPackagesTitle })).toHaveAttribute(
      'href',
      '/template',
    );
    expect(screen.getByText(TRAINING_TEXTS.emptyPackages)).toBeInTheDocument();
  });

  it('says so when a filter finds nothing', async () => {
    const user = userEvent.setup(fastUser);
    renderDashboard({
      templates: lists([CURRENT[0]!], []),
      consultations: allConsultations([myConsultationOfTemplate(CURRENT[0]!)]),
    });
    await screen.findByRole('table', { name: 'My Consultations' });
    await user.selectOptions(within(consultations()).getByLabelText('FILTER'), 'Previous');
    expect(
      await within(consultations()).findByRole('link', { name: TRAINING_TEXTS.emptyConsultations }),
    ).toBeInTheDocument();
  });

  it('offers another try when loading fails', async () => {
    const user = userEvent.setup(fastUser);
    let fail = true;
    const ok = lists(CURRENT, PREVIOUS);
    const okRows = allConsultations(ROWS);
    renderDashboard({
      templates: (call) => (fail ? FAILED : ok(call)),
      consultations: (call) => (fail ? FAILED : okRows(call)),
      counts: () => (fail ? FAILED : { body: dashboardCountsReplyOf() }),
    });
    expect(await screen.findByText('Your consultations could not be loaded.')).toBeInTheDocument();
    // Each section fails on its own reply: the packages' may land after the consultations'.
    expect(await screen.findByText('Your packages could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your counts could not be loaded.')).toBeInTheDocument();
    fail = false;
    const consultationsRetry = within(consultations()).getByRole('button', { name: 'Try again' });
    await user.click(consultationsRetry);
    expect(await screen.findByRole('table', { name: 'My Consultations' })).toBeInTheDocument();
    const packages = within(screen.getByRole('heading', { name: 'My Packages' }).closest('section')!);
    await user.click(packages.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('lists the consultations of coaching and paid consultations too, with Change Date and Purchase Again', async () => {
    const user = userEvent.setup(fastUser);
    const coaching = subscribedCoaching(1, {
      latest_consultation: {
        _id: 'cc1',
        consultation_date: '2025-03-22',
        status: 'Requested',
        approved: false,
        proposed: false,
        proposal_reason: null,
        completed: false,
        remarks: '',
        createdAt: '2025-03-10T06:00:00.000Z',
      },
      consultation_display: 'Upcoming',
    });
    const held = paidConsultation(1, {
      completed: true,
      consultation_date: '2025-03-01',
      consultation_approved: true,
      remarks: 'Good session',
      consultation_display: 'Previous',
    });
    const { fetchMock } = renderDashboard({
      consultations: allConsultations([myConsultationOfCoaching(coaching), myConsultationOfPaid(held)]),
    });
    await screen.findByRole('table', { name: 'My Consultations' });
    const [coachingRow, paidRow] = consultationRows();
    expect(within(coachingRow!).getByText('Online Coaching 1')).toBeInTheDocument();
    expect(
      within(coachingRow!).getByText(/Coaching consultation · 4 Weeks Plan · By: Bikash Gurung/),
    ).toBeInTheDocument();
    expect(within(paidRow!).getByText('Previous')).toBeInTheDocument();
    expect(
      within(paidRow!).getByRole('link', { name: `Purchase Again: ${held.consultation.title}` }),
    ).toHaveAttribute(
      'href',
      `/express/checkout/cart?model_id=${held.consultation._id}&on_model=consultation&trainer=tr1&plan=${held.consultation_plan}`,
    );

    // The filter is the server's: Previous asks for completed.
    await user.selectOptions(within(consultations()).getByLabelText('FILTER'), 'Previous');
    await waitFor(() => expect(consultationRows()).toHaveLength(1));
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname.endsWith('/subscribed/consultations/all'))
      .map((u) => u.searchParams.get('consultation_status'));
    expect(asked).toContain('completed');

    // Change Date on the coaching's open request opens the date dialog for it.
    await user.selectOptions(within(consultations()).getByLabelText('FILTER'), 'All');
    await user.click(await screen.findByRole('button', { name: 'Change Date: Online Coaching 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Counseling Session' });
    expect(within(dialog).getByText('Online Coaching 1')).toBeInTheDocument();
  });
});

import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastUser } from '../../../testing/render-routes';
import { subscribedCoachingDetail } from '../testing/programme-fixtures';
import { renderTraining } from '../testing/render-training';
import { dayActivity } from '../testing/training-fixtures';

/**
 * Issue 18 on the client's coaching page: the planned load and last week's weight and RPE for the same movement
 * while the client logs, and the weight progress chart.
 */

const detail = subscribedCoachingDetail({
  weeks_completed: 1,
  schedule: [
    {
      week: 1,
      status: 'Completed',
      published: true,
      week_activities: [
        {
          day: 1,
          day_activities: [
            dayActivity({ _id: 'w1', movement: 'Back Squat', weight_used: '60 kg', actual_rpe: 7 }),
          ],
        },
      ],
    },
    {
      week: 2,
      status: 'In Progress',
      published: true,
      week_activities: [
        {
          day: 1,
          day_activities: [
            dayActivity({ _id: 'w2', movement: 'back squat', planned_load: '62.5 kg' }),
            dayActivity({ _id: 'w3', movement: 'Plank' }),
          ],
        },
      ],
    },
    { week: 3, status: 'Locked', published: false, week_activities: [] },
    { week: 4, status: 'Locked', published: false, week_activities: [] },
  ],
});

const renderPage = () => renderTraining('coaching', detail);

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('the client’s coaching: planned load, last week and progress', () => {
  it('shows the planned load and last week’s weight and RPE for the same movement while logging', async () => {
    const user = userEvent.setup(fastUser);
    renderPage();
    const week2 = within(await screen.findByRole('region', { name: 'Week 2' }));
    await user.click(week2.getByRole('button', { name: 'Week 2, Day 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Day Activity' }));
    const squat = within(dialog.getByRole('group', { name: 'back squat' }));
    expect(squat.getByText('Planned load').nextSibling).toHaveTextContent('62.5 kg');
    expect(squat.getByText('Last week').nextSibling).toHaveTextContent('60 kg at RPE 7');
    // Nothing planned or logged for the plank: neither line.
    const plank = within(dialog.getByRole('group', { name: 'Plank' }));
    expect(plank.queryByText('Planned load')).not.toBeInTheDocument();
    expect(plank.queryByText('Last week')).not.toBeInTheDocument();
  });

  it('charts the weight used per movement over the weeks', async () => {
    renderPage();
    const progress = await screen.findByRole('region', { name: 'Weight progress' });
    expect(await within(progress).findByRole('combobox', { name: 'Movement' })).toHaveValue('Back Squat');
    expect(within(progress).getByText('Back Squat: Week 1 60 kg')).toBeInTheDocument();
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayActivity } from '../../dashboard/testing/training-fixtures';
import { LoadSuggestions } from './load-suggestions';

const week = {
  week_activities: [
    {
      day: 2,
      day_activities: [
        // 135 lb (61.2 kg) for 5 at RPE 9 when @8 was planned: 61.2 / 0.838 x 0.811 = 59.3, so 60 kg.
        dayActivity({
          _id: 'b1',
          movement: 'Bench Press',
          intensity: '@8',
          reps: '5',
          weight_used: '135 lb',
          actual_rpe: 9,
        }),
        // Percentage rows and unreadable weights get none.
        dayActivity({
          _id: 'b2',
          movement: 'Row',
          intensity: '70%',
          reps: '8',
          weight_used: '50 kg',
          actual_rpe: 8,
        }),
        dayActivity({
          _id: 'b3',
          movement: 'Dips',
          intensity: 'RPE 8',
          reps: '8',
          weight_used: 'BW',
          actual_rpe: 8,
        }),
      ],
    },
  ],
};

describe('LoadSuggestions', () => {
  it('shows a template client’s suggestion to the trainer only, with nothing to accept', () => {
    render(
      <MantineProvider>
        <LoadSuggestions week={week} number={1} />
      </MantineProvider>,
    );
    const region = within(screen.getByRole('region', { name: 'Load suggestions for week 2' }));
    expect(region.getAllByRole('listitem')).toHaveLength(1);
    expect(region.getByText('Day 2, Bench Press: 60 kg')).toBeInTheDocument();
    expect(region.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains when there is nothing to suggest', () => {
    render(
      <MantineProvider>
        <LoadSuggestions week={{ week_activities: [] }} number={3} />
      </MantineProvider>,
    );
    expect(screen.getByText(/No suggestions: they need an intensity with a target RPE/)).toBeInTheDocument();
  });
});

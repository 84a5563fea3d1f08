import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../testing/render-routes';
import { trainerSummary } from '../testing/trainer-fixtures';
import { Component as TrainersPage } from './trainers-page';

afterEach(() => vi.unstubAllGlobals());

describe('/trainers', () => {
  it('shows each trainer with name, category and picture, linking to the profile', async () => {
    stubApi({
      'GET /user/trainers': () => ({
        body: {
          status: 'success',
          trainers: [
            trainerSummary(1, { profile_pic: '/images/catalogue/trainers/t1.jpg' }),
            trainerSummary(2),
          ],
        },
      }),
    });
    renderRoutes([{ path: '/trainers', Component: TrainersPage }], ['/trainers']);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Trainers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Trainer 1' })).toHaveAttribute(
      'href',
      '/trainer/trainer-1/profile',
    );
    expect(screen.getByRole('link', { name: 'Trainer 2' })).toHaveAttribute(
      'href',
      '/trainer/trainer-2/profile',
    );
    expect(screen.getByRole('img', { name: 'Trainer 1' })).toHaveAttribute(
      'src',
      '/images/catalogue/trainers/t1.jpg',
    );
    expect(screen.getAllByText('Powerlifting')).toHaveLength(2);
  });

  it('shows long names, categories and designations in full, wrapping on narrow phone cards', async () => {
    const trainer = trainerSummary(1, {
      name: 'Bishnu Prasad Shrestha-Bhattarai',
      training_category: { _id: 'tc2', name: 'Strength & Conditioning' },
      designation: 'Head Strength & Conditioning Coach',
    });
    stubApi({ 'GET /user/trainers': () => ({ body: { status: 'success', trainers: [trainer] } }) });
    renderRoutes([{ path: '/trainers', Component: TrainersPage }], ['/trainers']);
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: /Bishnu Prasad Shrestha-Bhattarai/,
    });
    // Not clamped to a line (that cut names to "Bikash..." at 360 px); a word too long for the card breaks.
    expect(heading).not.toHaveAttribute('data-line-clamp');
    expect(heading.closest('[data-line-clamp]')).toBeNull();
    expect(heading).toHaveStyle({ overflowWrap: 'break-word' });
    expect(within(heading.parentElement!).getByRole('img', { name: 'Verified trainer' })).toBeInTheDocument();
    const category = screen.getByText('Strength & Conditioning');
    expect(category.closest('[data-line-clamp]')).toBeNull();
    expect(category).toHaveStyle({ whiteSpace: 'normal' });
    expect(screen.getByText('Head Strength & Conditioning Coach')).not.toHaveAttribute(
      'data-line-clamp',
      '1',
    );
  });

  it('says no trainers are available when there are none', async () => {
    stubApi({ 'GET /user/trainers': () => ({ body: { status: 'success', trainers: [] } }) });
    renderRoutes([{ path: '/trainers', Component: TrainersPage }], ['/trainers']);
    expect(await screen.findByRole('heading', { name: 'Trainers not available' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../auth/testing/render-routes';
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
            { ...trainerSummary(1), profile_pic: '/images/catalogue/trainers/t1.jpg' },
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

  it('says no trainers are available when there are none', async () => {
    stubApi({ 'GET /user/trainers': () => ({ body: { status: 'success', trainers: [] } }) });
    renderRoutes([{ path: '/trainers', Component: TrainersPage }], ['/trainers']);
    expect(await screen.findByRole('heading', { name: 'Trainers not available' })).toBeInTheDocument();
  });
});

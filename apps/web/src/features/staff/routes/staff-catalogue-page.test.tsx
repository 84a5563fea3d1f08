import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderSignedIn } from '../../../testing/render-routes';
import { admin } from '../testing/staff-users';
import { catalogueItem, catalogueItemReplyOf, catalogueItemsPageOf } from '../testing/shop-fixtures';
import { Component as StaffCataloguePage } from './staff-catalogue-page';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Staff: catalogue', () => {
  it('unpublishes a template: posts, toasts, reloads; another kind is one choice away', async () => {
    const user = userEvent.setup(fastUser);
    let item = catalogueItem();
    const { fetchMock } = renderSignedIn(
      [{ path: '/staff/catalogue', Component: StaffCataloguePage }],
      '/staff/catalogue',
      {
        'GET /staff/catalogue/template': () => ({ body: catalogueItemsPageOf([item]) }),
        'GET /staff/catalogue/coaching': () => ({ body: catalogueItemsPageOf([]) }),
        'POST /staff/catalogue/template/t1/publish': () => {
          item = catalogueItem({ published: false });
          return { body: catalogueItemReplyOf(item, 'Strength Block is no longer published') };
        },
      },
      admin,
    );
    const table = await screen.findByRole('table', { name: 'Templates' });
    expect(within(table).getByRole('link', { name: 'Strength Block' })).toHaveAttribute(
      'href',
      '/template/strength-block',
    );
    await user.click(within(table).getByRole('button', { name: 'Unpublish Strength Block' }));
    expect(await screen.findByText('Strength Block is no longer published')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/catalogue/template/t1/publish')[0].body).toEqual({
      published: false,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish Strength Block' })).toBeInTheDocument(),
    );
    expect(screen.getByText('Not published')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Coaching');
    expect(await screen.findByText('Nothing matches.')).toBeInTheDocument();
  });
});

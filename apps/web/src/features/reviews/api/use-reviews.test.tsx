import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@oxstrength/shared/contracts/reviews';
import { ReviewsSection } from '../../../components/reviews/reviews-section';
import {
  callsTo,
  fastUser,
  renderRoutes,
  signInAs,
  stubApi,
  testUser,
  type ApiHandler,
} from '../../../testing/render-routes';
import { review as reviewOf } from '../testing/review-fixtures';
import { useReviews } from './use-reviews';

const review = (n: number, stars = 4): Review => reviewOf(n, { stars });

/** The reviews block of a template page, as the template feature draws it. */
function TemplateReviews({ templateId }: { templateId: string }) {
  return <ReviewsSection {...useReviews('template', templateId)} />;
}

/** A server holding `reviews`, paged by resultsPerPage; POST answers with `post`. */
function renderSection(reviews: Review[], post?: ApiHandler) {
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
    'GET /template/reviews/t1': (call) => {
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('resultsPerPage'));
      return {
        body: {
          status: 'success',
          reviews: reviews.slice((page - 1) * size, page * size),
          currentPage: page,
          totalPage: Math.max(1, Math.ceil(reviews.length / size)),
          totalDocuments: reviews.length,
          average_rating: reviews.length ? 4 : 0,
          rating_count: reviews.length,
        },
      };
    },
    ...(post ? { 'POST /template/review': post } : {}),
  });
  const view = renderRoutes(
    [
      { path: '/template/deadlift-basics', element: <TemplateReviews templateId="t1" /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    ['/template/deadlift-basics'],
  );
  return { fetchMock, ...view };
}

/** Mantine's Rating: clicking a star's label chooses it. */
async function chooseStars(user: ReturnType<typeof userEvent.setup>, name: string) {
  const radio = screen.getByRole('radio', { name });
  await user.click(document.querySelector(`label[for="${radio.id}"]`)!);
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewsSection', () => {
  it('lists reviews 2 at a time with Read more reviews until the last page', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSection([review(1), review(2), review(3)]);
    expect(await screen.findByText('Review text 1')).toBeInTheDocument();
    expect(screen.getByText('Reviewer 2')).toBeInTheDocument();
    expect(screen.queryByText('Review text 3')).not.toBeInTheDocument();
    expect(Object.fromEntries(callsTo(fetchMock, 'GET /template/reviews/t1')[0]!.query)).toEqual({
      sort: 'latest',
      page: '1',
      resultsPerPage: '2',
    });

    await user.click(screen.getByRole('button', { name: 'Read more reviews' }));
    expect(await screen.findByText('Review text 3')).toBeInTheDocument();
    expect(screen.getByText('Review text 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more reviews' })).not.toBeInTheDocument();
  });

  it('reloads from the first page when the sort changes', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSection([review(1)]);
    await screen.findByText('Review text 1');
    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'Highest Rating');
    await waitFor(() => {
      const calls = callsTo(fetchMock, 'GET /template/reviews/t1');
      expect(Object.fromEntries(calls[calls.length - 1]!.query)).toEqual({
        sort: 'popular',
        page: '1',
        resultsPerPage: '2',
      });
    });
  });

  it('shows the empty text and sends a guest to /login to review, remembering the page', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderSection([]);
    expect(await screen.findByText('No reviews available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADD YOUR REVIEW' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'LOGIN TO ADD REVIEW' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/template/deadlift-basics' });
  });

  it('posts a review once stars and text are given, toasts, closes the form and reloads the list', async () => {
    signInAs();
    const user = userEvent.setup(fastUser);
    const stored: Review[] = [review(1)];
    const { fetchMock } = renderSection(stored, (call) => {
      const body = call.body as { stars: number; review: string };
      stored.unshift(
        reviewOf(9, {
          stars: body.stars,
          review: body.review,
          user: { _id: 'u1', name: 'Sita Sharma', profile_pic: null },
        }),
      );
      return {
        status: 201,
        body: { status: 'success', message: 'Your review has been posted.', review: stored[0] },
      };
    });
    await screen.findByText('Review text 1');
    await user.click(screen.getByRole('button', { name: 'ADD YOUR REVIEW' }));
    const form = screen.getByRole('form', { name: 'Add your review' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Great programme');
    expect(save).toBeDisabled();
    await chooseStars(user, '4.5 stars');
    expect(save).toBeEnabled();
    await user.clear(within(form).getByRole('textbox', { name: 'Your review' }));
    expect(save).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Great programme');

    await user.click(save);
    expect(await screen.findByText('Your review has been posted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /template/review')[0]!.body).toEqual({
      stars: 4.5,
      review: 'Great programme',
      template_id: 't1',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Add your review' })).not.toBeInTheDocument(),
    );
    // The list was fetched again and shows the new review.
    expect(await screen.findByText('Great programme')).toBeInTheDocument();
    expect(screen.getByText('Sita Sharma')).toBeInTheDocument();

    // Opening the form again starts empty.
    await user.click(screen.getByRole('button', { name: 'ADD YOUR REVIEW' }));
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
  });

  it('shows the server message and keeps the form when saving fails', async () => {
    signInAs();
    const user = userEvent.setup(fastUser);
    renderSection([], () => ({ status: 404, body: { status: 'error', message: 'Template not found' } }));
    await screen.findByText('No reviews available');
    await user.click(screen.getByRole('button', { name: 'ADD YOUR REVIEW' }));
    await chooseStars(user, '3 stars');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Solid');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Template not found');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Solid');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.queryByText('Your review has been posted.')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ConsultationDetailPage } from './consultation-detail-page';
import type { CartLine } from '@oxstrength/shared/contracts/cart';
import {
  callsTo,
  fastUser,
  renderRoutes,
  signInAs,
  stubApi,
  testUser,
  type ApiHandler,
} from '../../../testing/render-routes';
import { cartOf, cartReply, coachingLine } from '../../cart/testing/cart-fixtures';
import { coaching, consultation, paged } from '../testing/programme-fixtures';
import type { Coaching, Consultation } from '@oxstrength/shared/contracts/programmes';
import { Component as CoachingDetailPage } from './coaching-detail-page';

const emptyReviews = {
  status: 'success',
  reviews: [],
  ...paged(1, 0, 0),
  average_rating: 0,
  rating_count: 0,
};

type Handlers = Record<string, ApiHandler>;

function renderDetail(
  kind: 'coaching' | 'consultation',
  item: Coaching | Consultation | null,
  slug = item?.slug ?? 'missing',
  handlers: Handlers = {},
) {
  const fetchMock = stubApi({
    ...handlers,
    [`GET /${kind}/${slug}`]: () =>
      item
        ? { body: { status: 'success', [kind]: item } }
        : {
            status: 404,
            body: {
              status: 'error',
              message: `${kind === 'coaching' ? 'Coaching' : 'Consultation'} not found`,
            },
          },
    [`GET /${kind}/reviews/${item?._id}`]: () => ({ body: emptyReviews }),
    'GET /offers': () => ({ body: { status: 'success', offers: [] } }),
  });
  const view = renderRoutes(
    [
      { path: '/coaching/:slug', Component: CoachingDetailPage },
      { path: '/consultation/:slug', Component: ConsultationDetailPage },
      { path: '/coaching', element: <p>Coaching list</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/express/checkout/cart', element: <p>Express checkout</p> },
    ],
    [`/${kind}/${slug}`],
  );
  return { fetchMock, ...view };
}

const buyNow = () => screen.getByRole('button', { name: 'Buy Now' });
const addToCart = () => screen.getByRole('button', { name: 'Add To Cart' });
const radio = (name: RegExp) => screen.getByRole('radio', { name });
const checkoutUrl = (router: ReturnType<typeof renderDetail>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => vi.unstubAllGlobals());

describe('coaching detail', () => {
  it('shows the programme and keeps Buy Now and Add To Cart disabled until a trainer and a plan are chosen', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderDetail('coaching', coaching());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Powerlifting Coaching' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Powerlifting Coaching | OxStrength');
    expect(screen.getByText('10% off: Dashain Offer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 (3 ratings)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Powerlifting Coaching' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(screen.getByText('Twelve weeks of coached powerlifting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Templates/ })).toHaveAttribute('href', '/template');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/template');
    expect(await screen.findByText('No reviews available')).toBeInTheDocument();

    // Two trainers: nothing chosen, no plans yet.
    expect(buyNow()).toBeDisabled();
    expect(addToCart()).toBeDisabled();
    expect(screen.queryByRole('radiogroup', { name: 'Choose your plan' })).not.toBeInTheDocument();

    await user.click(radio(/Trainer 1/));
    expect(buyNow()).toBeDisabled();
    const plans = within(screen.getByRole('radiogroup', { name: 'Choose your plan' })).getAllByRole('radio');
    // The 24 weeks plan has a zero discounted rate for trainer 1, so it is not offered.
    expect(plans.map((p) => p.textContent)).toEqual([
      expect.stringContaining('4 Weeks Plan'),
      expect.stringContaining('12 Weeks Plan'),
    ]);
    expect(plans[1]).toHaveTextContent('Rs. 10,800');
    expect(plans[1]).toHaveTextContent('Rs. 12,000');

    await user.click(radio(/12 Weeks Plan/));
    expect(buyNow()).toBeEnabled();
    expect(addToCart()).toBeEnabled();

    await user.click(buyNow());
    await screen.findByText('Express checkout');
    expect(checkoutUrl(router)).toBe(
      '/express/checkout/cart?model_id=c1&on_model=coaching&trainer=t1&plan=w12',
    );
  });

  it('drops the chosen plan when the next trainer does not offer it', async () => {
    const user = userEvent.setup(fastUser);
    renderDetail('coaching', coaching());
    await user.click(await screen.findByRole('radio', { name: /Trainer 1/ }));
    await user.click(radio(/4 Weeks Plan/));
    expect(buyNow()).toBeEnabled();

    await user.click(radio(/Trainer 2/));
    const plans = within(screen.getByRole('radiogroup', { name: 'Choose your plan' })).getAllByRole('radio');
    expect(plans).toHaveLength(1);
    expect(plans[0]).toHaveTextContent('24 Weeks Plan');
    expect(buyNow()).toBeDisabled();
  });

  it('sends a guest who adds to cart to the login page', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderDetail('coaching', coaching());
    await user.click(await screen.findByRole('radio', { name: /Trainer 1/ }));
    await user.click(radio(/4 Weeks Plan/));
    await user.click(addToCart());
    await screen.findByText('Login page');
    expect(router.state.location.state).toEqual({ from: '/coaching/powerlifting-coaching' });
  });

  it("adds the chosen trainer and plan for a signed-in user, showing the server's message when it fails", async () => {
    const user = userEvent.setup(fastUser);
    signInAs();
    const lines: CartLine[] = [];
    let attempts = 0;
    const { fetchMock } = renderDetail('coaching', coaching(), undefined, {
      'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
      'GET /user/carts': () => ({ body: cartReply(lines) }),
      'POST /user/cart': () => {
        attempts += 1;
        if (attempts === 1)
          return { status: 409, body: { status: 'error', message: 'This plan is not available' } };
        lines.push(coachingLine());
        return {
          status: 201,
          body: { status: 'success', message: 'Coaching added to cart', cart: cartOf(lines) },
        };
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Trainer 1/ }));
    await user.click(radio(/12 Weeks Plan/));
    await user.click(addToCart());
    expect(await screen.findByText('This plan is not available')).toBeInTheDocument();
    await waitFor(() => expect(addToCart()).toBeEnabled());

    await user.click(addToCart());
    expect(await screen.findByText('Coaching added to cart')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Added To Cart' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /user/cart')[1].body).toEqual({
      model_id: 'c1',
      onModel: 'Coaching',
      unit: 1,
      self_order: true,
      trainer: 't1',
      coaching_plan: 'w12',
    });
  });

  it('shows a not-found message with a link back for an unknown slug', async () => {
    renderDetail('coaching', null, 'no-such-coaching');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Coachings/ })).toHaveAttribute('href', '/coaching');
  });
});

describe('consultation detail', () => {
  it('buys for someone else only once the gift form is valid, with the recipient in the checkout URL', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderDetail('consultation', consultation());
    await screen.findByRole('heading', { level: 1, name: 'Diet Consultation' });

    // The only trainer is chosen already; the plans come from CONSULTATION_PLANS.
    expect(radio(/Trainer 3/)).toBeChecked();
    const plans = within(screen.getByRole('radiogroup', { name: 'Choose your plan' })).getAllByRole('radio');
    expect(plans.map((p) => p.textContent)).toEqual([
      expect.stringContaining('Quarter Hour Plan'),
      expect.stringContaining('Half Hour Plan'),
      expect.stringContaining('Hour Plan'),
    ]);
    await user.click(radio(/Half Hour Plan/));
    expect(buyNow()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'For someone else' }));
    expect(buyNow()).toBeDisabled();
    const fill = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill('Name', 'Ram Thapa');
    await fill('Email', 'ram@example.com');
    expect(buyNow()).toBeDisabled();
    await fill('Mobile number', '9841000000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'Friend');
    expect(buyNow()).toBeEnabled();

    await user.click(buyNow());
    await screen.findByText('Express checkout');
    expect(checkoutUrl(router)).toBe(
      '/express/checkout/cart?model_id=k1&on_model=consultation&trainer=t3&plan=half_hour&self_order=false&relation=Friend&name=Ram+Thapa&email=ram%40example.com&mobile_num=9841000000',
    );
  });

  it('asks the consultation API and shows its not-found text', async () => {
    const { fetchMock } = renderDetail('consultation', null, 'gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation not found' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/v1/consultation/gone', expect.anything()),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { cartOf, cartReply, templateLine } from '../../cart/testing/cart-fixtures';
import { paged, template, templateCard } from '../testing/template-fixtures';
import { Component as TemplateDetailPage } from './template-detail-page';
import { OnScreenObserver } from '../../../components/testing/on-screen-observer';

const discounted = template({
  price: 2000,
  discounted_price: 1500,
  discount: { active: true, title: 'Dashain Offer', discount_percentage: 25 },
});

type Handlers = Record<string, ApiHandler>;

function renderPage(body = discounted, { status = 200, handlers = {} as Handlers } = {}) {
  const fetchMock = stubApi({
    ...handlers,
    'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
    [`GET /template/${body.slug}`]: () =>
      status === 200
        ? { body: { status: 'success', template: body } }
        : { status, body: { status: 'error', message: 'Template not found' } },
    [`GET /similar/templates/${body._id}`]: () => ({
      body: { status: 'success', templates: [templateCard(2), templateCard(3)] },
    }),
    [`GET /template/reviews/${body._id}`]: () => ({
      body: { status: 'success', reviews: [], ...paged(1, 2, 0), average_rating: 0, rating_count: 0 },
    }),
  });
  const view = renderRoutes(
    [
      { path: '/template/:slug', Component: TemplateDetailPage },
      { path: '/template', element: <p>Template search</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/express/checkout/cart', element: <p>Express checkout</p> },
    ],
    [`/template/${body.slug}`],
  );
  return { fetchMock, ...view };
}

// jsdom does no layout: make every element report more content than fits, so the description overflows.
const heights = {
  scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
  client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 300 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 120 });
});
afterAll(() => {
  if (heights.scroll) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', heights.scroll);
  if (heights.client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', heights.client);
});
// The sections below the item (reviews, similar items) load as if the visitor had scrolled near them.
beforeEach(() => vi.stubGlobal('IntersectionObserver', OnScreenObserver));
afterEach(() => vi.unstubAllGlobals());

async function fillGift(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'For someone else' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ram Thapa ');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ram@Example.com');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9841000000');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'Friend');
}

describe('Template detail page', () => {
  it('shows the template: cover, rating, discounted price with the original struck through, facts and what is inside', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: discounted.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const cover = screen.getByRole('img', { name: discounted.title });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '800');
    expect(cover).toHaveAttribute('height', '600');
    expect(cover).not.toHaveAttribute('loading', 'lazy');

    expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5 (12 ratings)' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Rs. 1,500')).toBeInTheDocument();
    const was = screen.getByText('Rs. 2,000', { exact: false });
    expect(was.tagName).toBe('DEL');
    expect(screen.getByText('Dashain Offer · 25% off')).toBeInTheDocument();

    expect(screen.getByText('12 weeks')).toBeInTheDocument();
    expect(screen.getByText('Strength')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bikash Gurung' })).toHaveAttribute(
      'href',
      '/trainer/bikash-gurung/profile',
    );

    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Lifters with a year of training')).toBeInTheDocument();
    expect(screen.getByText('Consult a doctor first.')).toBeInTheDocument();

    const inside = screen.getByRole('region', { name: "What's Inside" });
    expect(within(inside).getByText('Warm-up routines')).toBeInTheDocument();
    expect(within(inside).getByText('12 weeks · 4 training days a week')).toBeInTheDocument();

    // Similar templates and the reviews block.
    expect(await screen.findByRole('heading', { name: 'Similar Templates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Template 2' })).toHaveAttribute('href', '/template/template-2');
    expect(await screen.findByText('No reviews available')).toBeInTheDocument();
  });

  it('asks for reviews only once the visitor scrolls near them', async () => {
    // An observer that never reports the placeholder on screen: the visitor has not scrolled.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    const { fetchMock } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: discounted.title })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, `GET /template/reviews/${discounted._id}`)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Similar Templates' })).not.toBeInTheDocument();
  });

  it('shows the full price only when no discount is active', async () => {
    renderPage(template());
    expect(await screen.findByText('Rs. 2,000')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('toggles the clamped description with Read More and Read Less', async () => {
    const user = userEvent.setup(fastUser);
    renderPage();
    const more = await screen.findByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('A twelve week strength programme.')).toBeInTheDocument();
    await user.click(more);
    const less = screen.getByRole('button', { name: 'Read Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('Buy Now for oneself goes to express checkout with the template', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await screen.findByText('Express checkout');
    expect(router.state.location.pathname).toBe('/express/checkout/cart');
    expect(router.state.location.search).toBe('?model_id=t1&on_model=template');
  });

  it('keeps Buy Now disabled until the gift form is valid, then sends the recipient', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderPage();
    await screen.findByRole('button', { name: 'Buy Now' });
    await user.click(screen.getByRole('radio', { name: 'For someone else' }));
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await fillGift(user);
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();

    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    await waitFor(() => expect(buyNow).toBeEnabled());
    await user.click(buyNow);
    await screen.findByText('Express checkout');
    expect(router.state.location.search).toBe(
      '?model_id=t1&on_model=template&self_order=false&relation=Friend&name=Ram+Thapa&email=ram%40example.com&mobile_num=%2B9779841000000',
    );
  });

  it('sends a guest who adds to the cart to /login, remembering the page', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    await screen.findByText('Login page');
    expect(router.state.location.state).toEqual({ from: `/template/${discounted.slug}` });
  });

  it('adds a gift to the cart for a signed-in user: loading, the toast, then Added To Cart', async () => {
    const user = userEvent.setup(fastUser);
    signInAs();
    const lines: CartLine[] = [];
    const { fetchMock } = renderPage(discounted, {
      handlers: {
        'GET /user/carts': () => ({ body: cartReply(lines) }),
        'POST /user/cart': () => {
          lines.push(templateLine({ model_id: discounted._id }));
          return {
            status: 201,
            body: { status: 'success', message: 'Template added to cart', cart: cartOf(lines) },
          };
        },
      },
    });
    // Hold the add until the test has seen the button loading.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await held;
      return stubbed(input, init);
    });

    await screen.findByRole('button', { name: 'Buy Now' });
    await fillGift(user);
    const add = screen.getByRole('button', { name: 'Add To Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(add).toHaveAttribute('data-loading'));
    release();

    expect(await screen.findByText('Template added to cart')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Added To Cart' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /user/cart').map((c) => c.body)).toEqual([
      {
        model_id: 't1',
        onModel: 'Template',
        unit: 1,
        self_order: false,
        name: 'Ram Thapa',
        email: 'ram@example.com',
        mobile_num: '+9779841000000',
        relation: 'Friend',
      },
    ]);
  });

  it("reads Added To Cart from the catalogue's flag while the cart is not loaded", async () => {
    signInAs();
    // No GET /user/carts handler: the cart fails to load.
    renderPage(template({ added_to_cart: true }));
    expect(await screen.findByRole('button', { name: 'Added To Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('opens the cover in the lightbox', async () => {
    const user = userEvent.setup(fastUser);
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Enlarge the cover of ${discounted.title}` }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toBeInTheDocument();
  });

  it('shows a not-found message with a way back for an unknown slug', async () => {
    const user = userEvent.setup(fastUser);
    renderPage(template({ slug: 'missing' }), { status: 404 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Template not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse all templates' }));
    expect(await screen.findByText('Template search')).toBeInTheDocument();
  });
});

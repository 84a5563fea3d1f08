import { expect, test, type APIRequestContext } from '../support/test';
import { registerAndSignIn } from '../support/accounts';

interface Rate {
  _id: string;
  size: string;
  stock: number;
}
interface ProductCard {
  slug: string;
  title: string;
  rates: Rate[];
}
interface TemplateCard {
  _id: string;
  slug: string;
  title: string;
}

async function json<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(
    `/api/v1${path}`,
    token ? { headers: { authorization: `jwt ${token}` } } : {},
  );
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

const templates = (request: APIRequestContext) =>
  json<{ templates: TemplateCard[] }>(request, '/templates?resultsPerPage=20&sort=cheap').then(
    (r) => r.templates,
  );

test('a new user adds a sized product and a template, adds an address, applies a coupon and reaches checkout with the order', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, 'Sita Rai');

  // A product whose second size has a few units in stock.
  const { products } = await json<{ products: ProductCard[] }>(request, '/products?resultsPerPage=100');
  const product = products.find((p) => p.rates.filter((r) => r.stock >= 3).length >= 2)!;
  const size = product.rates.filter((r) => r.stock >= 3)[1];
  await page.goto(`/shop/product/${product.slug}`);
  await page.getByRole('group', { name: 'Size' }).getByText(size.size, { exact: true }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added To Cart' })).toBeDisabled();

  const [template] = await templates(request);
  await page.goto(`/template/${template.slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Template added to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added To Cart' })).toBeDisabled();

  // MY CART shows the count and opens the cart.
  const myCart = page.getByRole('link', { name: /my cart/i }).first();
  await expect(myCart).toContainText('2');
  await myCart.click();
  await expect(page).toHaveURL(/\/cart$/);
  const table = page.getByRole('table');
  await expect(table).toContainText(product.title);
  await expect(table).toContainText(size.size);
  await expect(table).toContainText(template.title);

  // No saved address yet: Continue to Checkout opens the address modal instead.
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Shipping Address' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Full Name')).toHaveValue('Sita Rai');
  await expect(modal.getByLabel('City')).toBeDisabled();
  await modal.getByLabel('Region').selectOption({ label: 'Bagmati' });
  await modal.getByLabel('City').selectOption({ label: 'Lalitpur' });
  await modal.getByLabel('Area').fill('Jawalakhel');
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Ekantakuna Road');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('House 12, Ekantakuna Road').first()).toBeVisible();

  // An expired coupon is refused under the field; a valid one (any letter case) applies.
  await page.getByRole('button', { name: 'Discount Code' }).click();
  const code = page.getByRole('textbox', { name: 'Discount code' });
  await code.fill('EXPIRED20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('This coupon has expired')).toBeVisible();
  await code.fill('oxstrong10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Coupon Applied Successfully')).toBeVisible();
  await expect(page.getByText('Discount Code (10%)')).toBeVisible();
  await expect(code).toBeHidden();

  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order_id=/);
  await expect(page.getByText('Merchant Payment')).toBeVisible();
  await expect(page.getByText('Discount Code (10%)')).toBeVisible();

  // The order holds the two units: the shop now has two fewer of that size.
  const after = await json<{ product: ProductCard }>(request, `/product/${product.slug}`);
  expect(after.product.rates.find((r) => r._id === size._id)!.stock).toBe(size.stock - 2);
});

test('a user buys a template as a gift through express checkout', async ({ page, request }) => {
  await registerAndSignIn(page, 'Hari Thapa');
  const [, template] = await templates(request);

  await page.goto(`/template/${template.slug}`);
  await page.getByRole('radio', { name: 'For someone else' }).check();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maya Shrestha');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('maya.shrestha@example.com');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9851098765');
  await page.getByRole('combobox', { name: 'Relation' }).selectOption('Friend');
  await page.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(/\/express\/checkout\/cart\?.*on_model=template.*self_order=false/);
  await expect(page.getByRole('heading', { name: 'Express Checkout' })).toBeVisible();
  await expect(page.getByText('Check cart and proceed to payment')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText(template.title);
  await expect(table).toContainText('Maya Shrestha');
  // Only templates: no delivery address is asked for.
  await expect(page.getByRole('button', { name: 'Add Address' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order_id=/);
  // The express line never joined the main cart.
  await expect(page.getByRole('link', { name: /my cart/i }).first()).toContainText('0');
});

test('a user filters and pages the orders list and opens an order', async ({ page, request }) => {
  const { token } = await registerAndSignIn(page, 'Gita Karki');
  const headers = { authorization: `jwt ${token}` };

  // Six template orders (the first one a gift), placed through the API as express checkouts.
  const list = await templates(request);
  for (const [i, template] of list.slice(0, 6).entries()) {
    const gift =
      i === 0
        ? {
            self_order: false,
            name: 'Bina Gurung',
            email: 'bina@example.com',
            mobile_num: '9801234567',
            relation: 'Family',
          }
        : {};
    const buy = await request.post('/api/v1/user/cart/buynow', {
      headers,
      data: { model_id: template._id, on_model: 'template', ...gift },
    });
    expect(buy.ok()).toBe(true);
    const { carts } = (await buy.json()) as { carts: { _id: string }[] };
    const order = await request.post('/api/v1/order/initiate', { headers, data: { carts: [carts[0]._id] } });
    expect(order.status()).toBe(201);
  }

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('listitem')).toHaveCount(5);

  // Nothing is paid yet: the active filter is empty; pending holds all six, five per page.
  await page.getByLabel('FILTER').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await expect(
    page.getByText('Empty Orders. Explore and find the best training templates and products.'),
  ).toBeVisible();
  await page.getByLabel('FILTER').selectOption('pending');
  await expect(orders.getByRole('listitem')).toHaveCount(5);
  await expect(orders.getByRole('listitem').first()).toContainText('Initiated');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(orders.getByRole('listitem')).toHaveCount(1);

  // The oldest order is the gift: its detail shows who it is for.
  await orders.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Order Detail' })).toBeVisible();
  const detail = page.getByRole('table');
  await expect(detail).toContainText(list[0].title);
  await expect(detail).toContainText('Bina Gurung');
  await expect(detail).toContainText('Family - 980-1234567');
});

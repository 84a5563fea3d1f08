import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { registerAndSignIn } from '../support/accounts';

interface Rate {
  _id: string;
  size: string;
  stock: number;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

/** A first delivery address: Continue to Checkout asks for one when the order is not only templates. */
async function addFirstAddress(page: Page, province: string, district: string) {
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Shipping Address' });
  await modal.getByLabel('Region').selectOption({ label: province });
  await modal.getByLabel('City').selectOption({ label: district });
  await modal.getByLabel('Area').fill('Lakeside');
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('Street 6, Baidam');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
}

/** Continue to Checkout from a summary panel, landing on the payment page with the order. */
async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order_id=/);
  await expect(page.getByText('Merchant Payment')).toBeVisible();
}

test('a new user pays a cart with a product and a template by eSewa and sees the order Active', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, 'Binod Magar');

  const { products } = await json<{ products: { slug: string; title: string; rates: Rate[] }[] }>(
    request,
    '/products?resultsPerPage=100',
  );
  const product = products.find((p) => p.rates[0]?.stock >= 3)!;
  const size = product.rates[0];
  await page.goto(`/shop/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();

  const { templates } = await json<{ templates: { slug: string; title: string }[] }>(
    request,
    '/templates?resultsPerPage=5&sort=expensive',
  );
  await page.goto(`/template/${templates[0].slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Template added to cart')).toBeVisible();

  await page.goto('/cart');
  await addFirstAddress(page, 'Gandaki', 'Kaski');
  await continueToPayment(page);

  // eSewa is offered (through the sandbox); its page has Pay and Cancel.
  await page.getByRole('radio', { name: 'eSewa' }).check();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await expect(page).toHaveURL(/\/sandbox\/esewa\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmed\?PRN=.+&AMT=.+&order_id=/);
  await expect(page.getByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  const first = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(first).toContainText('Active');

  // The paid lines left the cart; the shop has one unit fewer of that size.
  await expect(page.getByRole('link', { name: /my cart/i }).first()).toContainText('0');
  const after = await json<{ product: { rates: Rate[] } }>(request, `/product/${product.slug}`);
  expect(after.product.rates.find((r) => r._id === size._id)!.stock).toBe(size.stock - 1);
});

test('a user buys a coaching plan as a gift and pays by Fonepay QR scanned on the sandbox', async ({
  page,
  context,
  request,
}) => {
  await registerAndSignIn(page, 'Kamala Joshi');
  const { coachings } = await json<{ coachings: { slug: string; title: string }[] }>(
    request,
    '/coachings?resultsPerPage=9',
  );
  await page.goto(`/coaching/${coachings[0].slug}`);

  const trainers = page.getByRole('radiogroup', { name: 'Choose your trainer' }).getByRole('radio');
  await trainers.first().check();
  const plans = page.getByRole('radiogroup', { name: 'Choose your plan' }).getByRole('radio');
  await plans.first().check();
  await page.getByRole('radio', { name: 'For someone else' }).check();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Suman Joshi');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('suman.joshi@example.com');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9861234567');
  await page.getByRole('combobox', { name: 'Relation' }).selectOption('Family');
  await page.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(/\/express\/checkout\/cart\?.*on_model=coaching/);
  await expect(page.getByRole('table')).toContainText('Suman Joshi');
  await addFirstAddress(page, 'Sudurpashchim', 'Kailali');
  await continueToPayment(page);

  await page.getByRole('radio', { name: 'Fonepay QR' }).check();
  const generated = page.waitForResponse((r) => r.url().endsWith('/payment/transaction/fonepay/qr/generate'));
  await page.getByRole('button', { name: 'Pay with Fonepay QR' }).click();
  const { qrMessage } = (await (await generated).json()) as { qrMessage: string };
  const dialog = page.getByRole('dialog', { name: 'Pay with Fonepay QR' });
  await expect(dialog.getByRole('img', { name: 'Fonepay QR code' })).toBeVisible();
  await expect(dialog.getByText('Waiting for payment')).toBeVisible();

  // "Scan" with a phone: the sandbox's scan page. The modal's socket hears the scan, then the payment.
  const phone = await context.newPage();
  await phone.goto(qrMessage);
  await expect(dialog.getByText('Scanned. Confirm the payment in your app.')).toBeVisible();
  await phone.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmed\?PRN=.+&AMT=.+&order_id=/);
  await expect(page.getByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeVisible();
  await phone.close();
});

test('a user cancels at Khalti, is back on the same order’s payment page, and pays it with eSewa', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, 'Nabin Shahi');
  const { templates } = await json<{ templates: { _id: string; slug: string }[] }>(
    request,
    '/templates?resultsPerPage=3',
  );
  await page.goto(`/express/checkout/cart?model_id=${templates[2]._id}&on_model=template`);
  await expect(page.getByRole('heading', { name: 'Express Checkout' })).toBeVisible();
  await continueToPayment(page);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  const reservedUntil = (await page.getByText('Your order is reserved until').locator('time').textContent())!;
  expect(reservedUntil).toMatch(/^\d\d:\d\d$/);

  await page.getByRole('radio', { name: 'Khalti' }).check();
  await page.getByRole('button', { name: 'Pay with Khalti' }).click();
  await expect(page).toHaveURL(/\/sandbox\/khalti\/pay\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Not a failure: the payment page of the same order, calmly saying how long it stays reserved.
  await expect(page).toHaveURL(/\/cart\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('order_id')).toBe(orderId);
  await expect(
    page.getByText(
      `Payment cancelled. Your order is still reserved until ${reservedUntil}: choose a way to pay.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ORDER FAILED!!' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();

  // Another way to pay the same order.
  await page.getByRole('radio', { name: 'eSewa' }).check();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await expect(page).toHaveURL(/\/sandbox\/esewa\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmed\?PRN=.+&AMT=.+&order_id=/);
  expect(new URL(page.url()).searchParams.get('order_id')).toBe(orderId);
  await expect(page.getByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('Active');
});

import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { registerAndSignIn } from '../support/accounts';
import { signInThroughApi, storageStateFor } from '../support/phone-sweep';

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

async function products(request: APIRequestContext) {
  const res = await request.get('/api/v1/products?resultsPerPage=100');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: ProductCard[] }).products;
}

/** Opens the product page with `size` chosen. */
async function openSize(page: Page, slug: string, size: string) {
  await page.goto(`/shop/product/${slug}`);
  await page.getByRole('group', { name: 'Size' }).getByText(size, { exact: true }).click();
}

test('a client buys the last units of a size; the admin finds the order by email, delivers it and restocks the size', async ({
  page: client,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const adminSession = await signInThroughApi(request, 'admin');
  const adminContext = await browser.newContext({ storageState: storageStateFor(adminSession) });
  const admin = await adminContext.newPage();

  // A size with a few units left: the client buys all of them, and pays with eSewa.
  const { email } = await registerAndSignIn(client, 'Nabin Shrestha');
  const product = (await products(request)).find((p) => p.rates.some((r) => r.stock >= 1 && r.stock <= 4))!;
  const size = product.rates.find((r) => r.stock >= 1 && r.stock <= 4)!;
  await openSize(client, product.slug, size.size);
  for (let i = 1; i < size.stock; i++)
    await client.getByRole('button', { name: 'Increase quantity' }).click();
  await client.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(client.getByText('Product added to cart')).toBeVisible();
  await client.goto('/cart');
  await client.getByRole('button', { name: 'Continue to Checkout' }).click();
  const modal = client.getByRole('dialog', { name: 'Add Shipping Address' });
  await modal.getByLabel('Region').selectOption({ label: 'Bagmati' });
  await modal.getByLabel('City').selectOption({ label: 'Kathmandu' });
  await modal.getByLabel('Area').fill('Baneshwor');
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Shantinagar');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await client.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(client).toHaveURL(/\/cart\/checkout\?order_id=/);
  await client.getByRole('radio', { name: 'eSewa' }).check();
  await client.getByRole('button', { name: 'Pay with eSewa' }).click();
  await client.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(client.getByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeVisible();

  // The size is sold out now.
  await openSize(client, product.slug, size.size);
  await expect(client.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

  // The admin finds the order by the buyer's email and marks it delivered.
  await admin.goto('/staff');
  await admin.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Orders' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const search = admin.getByRole('search', { name: 'Find orders' });
  await search.getByRole('textbox', { name: /Search/ }).fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByText('1 order', { exact: true })).toBeVisible();
  await admin.getByRole('link', { name: /^Open order OXS-/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /^Order OXS-/ })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Payments' })).toContainText('Completed');
  await admin
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Mark as Delivered' })
    .click();
  const deliver = admin.getByRole('dialog', { name: 'Mark as Delivered' });
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(deliver).toBeHidden();
  await expect(admin.getByText('Order marked as delivered')).toBeVisible();
  // Nothing is left to deliver; a delivered order can still take back a return.
  const actions = admin.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Refund a Return' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);

  // The client sees the order Delivered.
  await client.goto('/dashboard/orders');
  const first = client.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(first).toContainText('Delivered');

  // The admin restocks the size; the product page offers the new units.
  await admin.goto(`/staff/stock?q=${encodeURIComponent(product.title)}`);
  await admin.getByRole('button', { name: `Restock ${product.title} (${size.size})` }).click();
  const restock = admin.getByRole('dialog', { name: `Restock ${product.title} (${size.size})` });
  await restock.getByRole('textbox', { name: /Units to add/ }).fill('5');
  await restock.getByRole('button', { name: 'Restock', exact: true }).click();
  await expect(restock).toBeHidden();
  await expect(admin.getByText(`Added 5 to ${product.title} (${size.size}): 5 in stock`)).toBeVisible();

  await openSize(client, product.slug, size.size);
  await expect(client.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  const more = client.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < 5; i++) await more.click();
  await expect(more).toBeDisabled();
  await expect(client.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5');
  await adminContext.close();
});

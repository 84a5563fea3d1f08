import { registerAndSignIn } from '../support/accounts';
import { PHONE } from '../support/phone-sweep';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

interface Rate {
  _id: string;
  stock: number;
}

test('on a phone, a new user adds a delivery address from the cart and reaches checkout', async ({
  page,
  request,
}) => {
  const { token } = await registerAndSignIn(page, 'Anita Gurung');

  // A product in the cart, through the API.
  const products = await request.get('/api/v1/products?resultsPerPage=20');
  const product = (
    (await products.json()) as { products: { _id: string; title: string; rates: Rate[] }[] }
  ).products.find((p) => p.rates.some((r) => r.stock >= 1))!;
  const added = await request.post('/api/v1/user/cart', {
    headers: { authorization: `jwt ${token}` },
    data: {
      model_id: product._id,
      onModel: 'Product',
      product_size: product.rates.find((r) => r.stock >= 1)!._id,
    },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/cart');
  // The lines are cards with their labels, not a table scrolling sideways.
  const line = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ hasText: product.title });
  await expect(line).toContainText('Subtotal');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page.getByText('You have no saved address yet. Add one so we know where to deliver your order.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add Address' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Shipping Address' });
  await expect(
    modal.getByText('We ask for your address so we know where to deliver your order.'),
  ).toBeVisible();
  // The form fills the phone's screen, and Save and Cancel are in view before any scrolling.
  const save = modal.getByRole('button', { name: 'Save' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  const box = (await modal.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  await expect(modal.getByLabel('Full Name')).toHaveValue('Anita Gurung');
  await modal.getByLabel('Region').selectOption({ label: 'Gandaki' });
  await modal.getByLabel('City').selectOption({ label: 'Kaski' });
  await modal.getByLabel('Area').fill('Lakeside');
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('Street 6, Baidam');
  // Still in view below the last field, and nothing covers it: the tap reaches Save.
  await expect(save).toBeInViewport({ ratio: 1 });
  expect(
    await save.evaluate((button) => {
      const r = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }),
  ).toBe(true);
  await save.tap();

  await expect(modal).toBeHidden();
  await expect(page.getByText('Street 6, Baidam, Lakeside')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order_id=/);
});

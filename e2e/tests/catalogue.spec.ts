import { expect, test, type APIRequestContext } from '../support/test';

const CLIENT = { email: 'client@oxstrength.test', password: 'Client@123' };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

interface TemplateCard {
  _id: string;
  slug: string;
  title: string;
  template_category: { _id: string; name: string } | null;
}

test('a visitor searches, filters and sorts templates, opens one, reads reviews, signs in and posts a half-star review', async ({
  page,
  request,
}) => {
  await page.goto('/template');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Search with prefix matching: "power" finds the powerlifting templates.
  await page.getByLabel('Search templates').fill('power');
  await expect(page).toHaveURL(/[?&]query=power/);
  await expect(page.getByText(/^Found \d+ Results?$/)).toBeVisible();
  const firstCard = page.locator('a[href^="/template/"]').first();
  await expect(firstCard).toContainText(/power/i);

  // Filter by a category from the accordion (a sub-category of Workout Programmes).
  const { categories } = await json<{
    categories: { _id: string; name: string; subCategories: { _id: string; name: string }[] }[];
  }>(request, '/template/categories');
  const workout = categories.find((c) => c.subCategories.length > 0)!;
  await page.getByRole('button', { name: workout.name }).click();
  await page.getByRole('button', { name: `All ${workout.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`category=${workout._id}`));

  // Sort cheapest first; the first card is the cheapest matching template.
  await page.getByLabel('Search templates').fill('');
  await expect(page).not.toHaveURL(/query=/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=cheap/);
  const cheapest = await json<{ templates: TemplateCard[] }>(
    request,
    `/templates?template_category=${workout._id}&sort=cheap&resultsPerPage=1`,
  );
  await expect(page.locator('a[href^="/template/"]').first()).toHaveAttribute(
    'href',
    `/template/${cheapest.templates[0].slug}`,
  );

  // Open a template that already has reviews; read them (2 at a time).
  const { templates } = await json<{ templates: (TemplateCard & { rating_count: number })[] }>(
    request,
    '/templates?resultsPerPage=50&sort=popular',
  );
  const reviewed = templates.find((t) => t.rating_count >= 3)!;
  await page.goto(`/template/${reviewed.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: reviewed.title })).toBeVisible();
  // Reviews load as the visitor scrolls down to them.
  await page.mouse.wheel(0, 1500);
  const reviews = page.getByRole('region', { name: /reviews/i });
  await expect(reviews.getByRole('listitem')).toHaveCount(2);
  await reviews.getByRole('button', { name: 'Read more reviews' }).click();
  await expect(reviews.getByRole('listitem')).toHaveCount(Math.min(4, reviewed.rating_count));

  // A guest is sent to sign in, and comes back to the template.
  await reviews.getByRole('button', { name: 'LOGIN TO ADD REVIEW' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(CLIENT.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(CLIENT.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/template/${reviewed.slug}`);

  // Post a 4.5-star review.
  await reviews.getByRole('button', { name: 'ADD YOUR REVIEW' }).click();
  const reviewForm = page.getByRole('form', { name: 'Add your review' });
  // Choose 4.5 with the keyboard: the stars are a radio group in half steps.
  await reviewForm.getByRole('radio', { name: '4.5 stars', exact: true }).focus();
  await page.keyboard.press('Space');
  await reviewForm.getByLabel('Your review').fill('Clear weekly plan; my squat went up 10 kg in six weeks.');
  const posted = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/template/review') && r.method() === 'POST',
  );
  await reviewForm.getByRole('button', { name: 'Save' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ stars: 4.5, template_id: reviewed._id });
  await expect(page.getByText('Your review has been posted.')).toBeVisible();
  await reviews.getByLabel('Sort reviews').selectOption({ label: 'Latest' });
  await expect(reviews.getByRole('listitem').first()).toContainText('my squat went up 10 kg');
  await expect(
    reviews.getByRole('listitem').first().getByRole('img', { name: 'Rated 4.5 out of 5' }),
  ).toBeVisible();
});

interface ProductCard {
  slug: string;
  title: string;
  product_brand: { _id: string; name: string } | null;
  product_category: { _id: string; name: string } | null;
  parent_category: { _id: string; name: string; slug: string } | null;
  rates: { _id: string; size: string; stock: number }[];
}

test('a visitor filters the shop by category and brand, picks a size and meets the stock limit', async ({
  page,
  request,
}) => {
  // A product with two sizes in stock with different amounts.
  const { products } = await json<{ products: ProductCard[] }>(request, '/products?resultsPerPage=100');
  const product = products.find((p) => {
    const inStock = p.rates.filter((r) => r.stock > 0);
    return (
      p.product_brand &&
      p.product_category &&
      inStock.length >= 2 &&
      inStock[1].stock !== inStock[0].stock &&
      inStock[1].stock <= 20
    );
  })!;
  const [, second] = product.rates.filter((r) => r.stock > 0);

  await page.goto('/shop');
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/shop\/search/);

  // Category, then its sub-category, then brand: each lands in the URL; choosing the brand again clears it.
  const filters = page.locator('body');
  await filters.getByRole('button', { name: product.parent_category!.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`category=${product.parent_category!._id}`));
  await filters.getByRole('button', { name: product.product_category!.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`(category|sub)=${product.product_category!._id}`));
  await filters.getByRole('button', { name: product.product_brand!.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`brand=${product.product_brand!._id}`));
  await filters.getByRole('button', { name: product.product_brand!.name, exact: true }).first().click();
  await expect(page).not.toHaveURL(/brand=/);
  await filters.getByRole('button', { name: product.product_brand!.name, exact: true }).first().click();

  await page.locator(`a[href="/shop/product/${product.slug}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

  // Pick the second size; the quantity stops at its stock.
  await page.getByRole('group', { name: 'Size' }).getByText(second.size, { exact: true }).click();
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < second.stock; i++) await increase.click();
  await expect(quantity).toHaveValue(String(second.stock));
  await expect(increase).toBeDisabled();
  await quantity.fill(String(second.stock + 5));
  await expect(quantity).toHaveValue(String(second.stock));

  // Buy Now carries the size and quantity to the express checkout, which asks a visitor to sign in first and
  // then opens with the same size and quantity.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(CLIENT.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(CLIENT.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/express/checkout/cart\\?model_id=[^&]+&on_model=product&product_size=${second._id}&unit=${second.stock}$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Express Checkout' })).toBeVisible();
  const line = page.getByRole('group', { name: `Quantity of ${product.title}` });
  await expect(line.getByRole('status')).toHaveText(String(second.stock));
  await expect(line.getByRole('button', { name: `Increase quantity of ${product.title}` })).toBeDisabled();
});

test('a guest sees catalogue pages drawn by the server, and the app adopts them without a redraw', async ({
  browser,
  page,
  request,
}) => {
  const { templates } = await json<{ templates: TemplateCard[] }>(request, '/templates?resultsPerPage=1');
  const { products } = await json<{ products: ProductCard[] }>(request, '/products?resultsPerPage=1');
  const template = templates[0]!;
  const product = products[0]!;

  // Without any script the pages still show what a guest came for.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/template/${template.slug}`);
  await expect(bare.getByRole('heading', { level: 1, name: template.title })).toBeVisible();
  await expect(bare.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  await expect(bare).toHaveTitle(`${template.title} | OxStrength`);
  await bare.goto('/template');
  await expect(bare.locator('a[href^="/template/"]').first()).toBeVisible();
  await bare.goto(`/shop/product/${product.slug}`);
  await expect(bare.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await noScript.close();

  // With scripts the app takes the pages over as they are: React reports no mismatch, nothing is redrawn
  // (the heading the server sent is still the one on the page once the app is live).
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
    }),
  );
  const { coachings } = await json<{ coachings: { slug: string }[] }>(request, '/coachings?resultsPerPage=1');
  const drawn = [
    '/',
    '/template',
    `/template/${template.slug}`,
    `/shop/product/${product.slug}`,
    '/shop/search',
  ];
  for (const path of [...drawn, `/coaching/${coachings[0]!.slug}`]) {
    await page.goto(path);
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
      return drawn !== null && drawn === document.querySelector('h1') && drawn.isConnected;
    });
    expect(kept, `${path} keeps the heading the server drew`).toBe(true);
  }
  expect(problems).toEqual([]);

  // And the page responds: a guest's Add To Cart leads to sign-in.
  await page.goto(`/template/${template.slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/login/);
});

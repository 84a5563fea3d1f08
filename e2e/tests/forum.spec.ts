import { registerAndSignIn, signIn } from '../support/accounts';
import { buyTemplateWithEsewa } from '../support/training';
import { expect, test, type APIRequestContext, type Page } from '../support/test';

/** The forum (issue 21, spec part 2, Forum): members ask, comment, reply and react; others are turned away. */

const NOT_ACTIVE =
  'You need to be an active user. Please purchase an OxStrength package to view this discussion.';

/** A 1x1 PNG, for the cover upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function firstTemplateSlug(request: APIRequestContext) {
  const res = await request.get('/api/v1/templates?resultsPerPage=1');
  return ((await res.json()) as { templates: { slug: string }[] }).templates[0]!.slug;
}

const discussion = (page: Page, topic: string) => page.getByRole('article', { name: topic });

test('a member asks with a cover, another comments, replies and reacts; an admin features it and hides the comment; a client who bought nothing is turned away', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const topic = `<script>window.__forumXss = 1</script> Squat depth check ${Date.now()}`;

  // A: the demo client (holds a template) asks a question with a cover image.
  const a = await (await browser.newContext()).newPage();
  await a.goto('/login');
  await signIn(a, 'client@oxstrength.test', 'Client@123');
  await expect(a.getByRole('link', { name: 'Sita Sharma, your dashboard' })).toBeVisible();
  await a.getByRole('link', { name: 'Discussions' }).first().click();
  await expect(a).toHaveURL(/\/forum$/);
  await a.getByRole('button', { name: 'Ask Question' }).click();
  const modal = a.getByRole('dialog', { name: 'Ask Question' });
  const post = modal.getByRole('button', { name: 'Post' });
  await expect(post).toBeDisabled();
  await modal.getByLabel('Topic').fill(topic);
  await expect(modal.getByText(`${topic.length}/300`)).toBeVisible();
  await modal
    .getByLabel('Description')
    .fill('Is parallel deep enough?\nSee https://example.com/squat for my video.');
  await modal.getByRole('combobox', { name: 'Training category' }).click();
  await a.getByRole('option', { name: 'Powerlifting', exact: true }).click();
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await post.click();
  await expect(a.getByText('Your question has been posted')).toBeVisible();
  await expect(discussion(a, topic)).toBeVisible();
  // The script in the topic is text, never run.
  expect(await a.evaluate(() => (window as { __forumXss?: number }).__forumXss)).toBeUndefined();

  // B registers, buys a template (becoming a member), then comments, replies and reacts.
  const b = await (await browser.newContext()).newPage();
  await registerAndSignIn(b, 'Bina Forum');
  await buyTemplateWithEsewa(b, await firstTemplateSlug(request));
  await b.goto('/forum');
  await discussion(b, topic).getByRole('link', { name: topic }).click();
  await expect(b.getByRole('heading', { name: topic })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Open cover image' })).toBeVisible();
  await expect(b.getByRole('link', { name: 'https://example.com/squat' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  );
  const commentBox = b.getByRole('textbox', { name: 'Write a comment' });
  await expect(b.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await commentBox.fill('Looks deep enough to me.');
  await commentBox.press('Enter');
  const comment = b.getByRole('listitem').filter({ hasText: 'Looks deep enough to me.' });
  await expect(comment).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await comment.getByRole('button', { name: 'Reply' }).click();
  const replyBox = b.getByRole('textbox', { name: 'Write a reply' });
  await replyBox.pressSequentially('Hips a bit lower');
  await replyBox.press('Shift+Enter');
  await replyBox.pressSequentially('next time.');
  await replyBox.press('Enter');
  await expect(b.getByRole('paragraph').filter({ hasText: 'Hips a bit lower next time.' })).toBeVisible();
  await b.getByRole('button', { name: 'Like discussion', exact: true }).click();
  await expect(b.getByRole('button', { name: 'Like discussion', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(b.getByText('1 likes').first()).toBeVisible();

  // A sees B's comment and reacts to it.
  await discussion(a, topic).getByRole('link', { name: topic }).click();
  const seen = a.getByRole('listitem').filter({ hasText: 'Looks deep enough to me.' }).first();
  await expect(seen).toBeVisible();
  await seen.getByRole('button', { name: 'Like comment', exact: true }).click();
  await expect(seen.getByRole('button', { name: 'Like comment', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await a.reload();
  await expect(
    a
      .getByRole('listitem')
      .filter({ hasText: 'Looks deep enough to me.' })
      .first()
      .getByRole('button', { name: 'Like comment', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The admin features the discussion, then hides B's comment after confirming: it leaves the list and the count.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/login');
  await signIn(admin, 'admin@oxstrength.test', 'Admin@123');
  await expect(admin.getByRole('link', { name: /your dashboard/ })).toBeVisible();
  await admin.goto(new URL(a.url()).pathname);
  await expect(admin.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await admin.getByRole('button', { name: 'Feature', exact: true }).click();
  await expect(admin.getByText('Discussion featured')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Unfeature' })).toHaveAttribute('aria-pressed', 'true');
  await admin.getByRole('button', { name: 'Hide comment by Bina Forum' }).click();
  await admin
    .getByRole('dialog', { name: 'Hide comment' })
    .getByRole('button', { name: 'Hide comment' })
    .click();
  await expect(admin.getByText('Comment hidden')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(admin.getByText('Looks deep enough to me.')).toHaveCount(0);

  // C bought nothing: the toast, and back on /forum.
  const c = await (await browser.newContext()).newPage();
  await registerAndSignIn(c, 'Chandra Nothing');
  await c.goto('/forum');
  await expect(c.getByRole('button', { name: 'Ask Question' })).toHaveCount(0);
  await discussion(c, topic).getByRole('link', { name: topic }).click();
  await expect(c.getByText(NOT_ACTIVE)).toBeVisible();
  await expect(c).toHaveURL(/\/forum$/);
  const id = a.url().split('/').at(-1)!;
  await c.goto(`/forum/${id}`);
  await expect(c.getByText(NOT_ACTIVE).first()).toBeVisible();
  await expect(c).toHaveURL(/\/forum$/);
});

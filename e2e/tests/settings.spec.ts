import { PASSWORD, registerAndSignIn, signIn } from '../support/accounts';
import { PHONE } from '../support/phone-sweep';
import { expect, test } from '../support/test';

/** Account settings (issue 20, spec part 2): profile, password and shipping addresses, as a new user would. */
test('a user edits the profile, changes the password and manages addresses by tab', async ({
  page,
  request,
}) => {
  const { email } = await registerAndSignIn(page, 'Kiran Shrestha');

  // The dashboard's Settings tab opens Profile Settings, beside the settings menu.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  const form = page.getByRole('form', { name: 'Profile settings' });
  await expect(form.getByLabel('Full Name')).toHaveValue('Kiran Shrestha');
  await expect(form.getByLabel('Profile Slug')).not.toBeEditable();

  // Bad values: the spec's messages, nothing saved.
  await form.getByLabel('Full Name').fill('');
  await form.getByLabel('Phone Number').fill('12345');
  await form.getByLabel('Birth Date').fill('13-45-1992');
  // Leaving the field shows its message first (the button moves down), then Update Profile.
  await form.getByLabel('Birth Date').blur();
  await expect(form.getByText('Birth date is not valid')).toBeVisible();
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Phone number is not valid')).toBeVisible();
  await expect(form.getByText('Birth date is not valid')).toBeVisible();
  await expect(form.getByText('Gender is required')).toBeVisible();
  await expect(form.getByText('Region is required')).toBeVisible();

  // Good values.
  await form.getByLabel('Full Name').fill('Kiran Shrestha Magar');
  await form.getByLabel('Phone Number').fill('980-1234567');
  await form.getByLabel('Gender').selectOption('Male');
  await form.getByLabel('Birth Date').fill('07-15-1992');
  await form.getByLabel('About').fill('Training for my first powerlifting meet.');
  await form.getByLabel('Region').selectOption({ label: 'Gandaki' });
  await form.getByLabel('City').selectOption({ label: 'Kaski' });
  await form.getByLabel('Area').fill('Lakeside');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Street 6');
  await form.getByLabel('Instagram').fill('https://instagram.com/kiran');
  await form.getByLabel('Instagram').blur();
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  // The profile reads back after a reload, the birth date as MM-DD-YYYY; the dashboard's card shows it.
  await page.reload();
  await expect(form.getByLabel('Birth Date')).toHaveValue('07-15-1992');
  await expect(form.getByLabel('City')).toHaveValue('Kaski');
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Profile' });
  await expect(card.getByRole('heading', { name: 'Kiran Shrestha Magar' })).toBeVisible();
  await expect(card.getByText('Training for my first powerlifting meet.')).toBeVisible();
  await card.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // Another device is signed in too.
  const other = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  const otherToken = ((await other.json()) as { token: string }).token;

  // Change Password: a wrong current password shows inline; the right one changes it and the form resets.
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Change Password' })
    .click();
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  const change = passwordForm.getByRole('button', { name: 'Change Password' });
  await expect(change).toBeDisabled();
  await passwordForm.getByRole('textbox', { name: 'Current Password' }).fill('not-my-password');
  await passwordForm.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-pass');
  await passwordForm.getByRole('textbox', { name: 'Confirm New Password' }).fill('brand-new-pass');
  await change.click();
  await expect(passwordForm.getByText('Old password is incorrect')).toBeVisible();
  await passwordForm.getByRole('textbox', { name: 'Current Password' }).fill(PASSWORD);
  await change.click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(passwordForm.getByRole('textbox', { name: 'Current Password' })).toHaveValue('');
  await expect(passwordForm.getByRole('textbox', { name: 'New Password', exact: true })).toHaveValue('');

  // The other device is signed out; this one continues.
  const otherProfile = await request.get('/api/v1/auth/profile', {
    headers: { authorization: `jwt ${otherToken}` },
  });
  expect(otherProfile.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kiran Shrestha Magar, your dashboard' })).toBeVisible();

  // The old password stops working; the new one signs in.
  const oldLogin = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/v1/auth/login', { data: { email, password: 'brand-new-pass' } });
  expect(newLogin.status()).toBe(200);

  // Shipping Addresses, by tab.
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Shipping Addresses' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/address$/);
  await expect(page.getByText('You have not added delivery address.')).toBeVisible();

  const addAddress = async (label: 'Home' | 'Work', area: string, line: string) => {
    await page.getByRole('button', { name: 'Add Address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Shipping Address' });
    await modal.getByText(label, { exact: true }).click();
    await modal.getByLabel('Region').selectOption({ label: 'Bagmati' });
    await modal.getByLabel('City').selectOption({ label: 'Lalitpur' });
    await modal.getByLabel('Area').fill(area);
    await modal.getByRole('textbox', { name: 'Address', exact: true }).fill(line);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
  };
  await addAddress('Work', 'Jhamsikhel', 'Office 3');
  await addAddress('Home', 'Patan', 'House 9');

  const addresses = page.getByRole('list', { name: 'Addresses' }).getByRole('listitem');
  await expect(addresses).toHaveCount(2);
  await page.getByRole('tab', { name: 'Work' }).click();
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first()).toContainText('Office 3, Jhamsikhel, Lalitpur');
  await page.getByRole('tab', { name: 'Other' }).click();
  await expect(page.getByText('You do not have any Other address.')).toBeVisible();

  // Edit the work address.
  await page.getByRole('tab', { name: 'Work' }).click();
  await addresses.first().getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Shipping Address' });
  await edit.getByLabel('Area').fill('Pulchowk');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(addresses.first()).toContainText('Office 3, Pulchowk, Lalitpur');

  // Delete the home address: No keeps it, Yes deletes it.
  await page.getByRole('tab', { name: 'Home' }).click();
  await addresses
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Address' });
  await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(addresses).toHaveCount(1);
  await addresses
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You do not have any Home address.')).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(addresses).toHaveCount(1);
});

/** A 2 x 2 PNG, red. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4Iyd3R06OAUIBACGmBGH6Pla+AAAAAElFTkSuQmCC',
  'base64',
);

test('a user uploads an avatar and sees it on the dashboard; a file that is not an image is refused', async ({
  page,
}) => {
  await registerAndSignIn(page, 'Sabina Thapa');
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Profile settings' });
  await expect(form.getByLabel('Full Name')).toHaveValue('Sabina Thapa');
  const upload = form.locator('input[type="file"]');

  // A PDF named like a picture: "Image upload failed", and the reason under the picture.
  await upload.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 not an image'),
  });
  await expect(page.getByText('Image upload failed')).toBeVisible();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Only JPEG, PNG or WebP images can be uploaded' }),
  ).toBeVisible();

  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile Updated')).toBeVisible();
  const picture = form.getByRole('img', { name: 'Sabina Thapa' });
  await expect(picture).toHaveAttribute(
    'src',
    /^\/api\/v1\/files\/images\/sabina-thapa[\w-]*\/\d{13}-[a-f0-9]{8}\.webp$/,
  );
  const src = (await picture.getAttribute('src'))!;
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);

  // The dashboard's card shows it, after a reload too.
  await page.goto('/dashboard');
  await page.reload();
  const card = page.getByRole('region', { name: 'Profile' });
  await expect(card.getByRole('img', { name: 'Sabina Thapa' })).toHaveAttribute('src', src);
});

test.describe('the profile form on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a new user pressing Update is taken to the first missing field and told why', async ({ page }) => {
    await registerAndSignIn(page, 'Sabin Rai');
    await page.goto('/dashboard/settings');
    const form = page.getByRole('form', { name: 'Profile settings' });
    // Marked before anything is pressed.
    await expect(form.getByText('Fields marked * are required.')).toBeVisible();
    for (const label of ['Gender', 'Birth Date', 'Region', 'City', 'Area'])
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute('required', '');

    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(
      page.getByText('Profile not updated: please fill in or correct the highlighted fields.'),
    ).toBeVisible();
    const gender = form.getByLabel('Gender');
    await expect(gender).toBeFocused();
    await expect(gender).toBeInViewport();
    await expect(form.getByText('Gender is required')).toBeVisible();
  });

  test('the demo client changes the phone number at once (the demo profile is complete)', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'client@oxstrength.test', 'Client@123');
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/dashboard/settings');
    const form = page.getByRole('form', { name: 'Profile settings' });
    await expect(form.getByLabel('City')).toHaveValue('Kathmandu');
    const phone = form.getByLabel('Phone Number');
    const before = await phone.inputValue();
    for (const number of ['9812345678', before]) {
      await phone.fill(number);
      await form.getByRole('button', { name: 'Update Profile' }).click();
      await expect(page.getByText('Profile Updated').last()).toBeVisible();
    }
  });
});

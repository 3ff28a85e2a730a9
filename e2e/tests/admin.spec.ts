import { expect, test } from '../support/test';
import { E2E_ADMIN } from '../support/admin-account';
import { randomMobile, signUpThroughApi } from '../support/sign-up';
import { BASE_URL } from '../support/stack';

const stamp = Date.now().toString(36);

test('admin: an editor retitles a news story and adds its Hindi text; a plain user is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // Nobody signed in: /admin opens the login modal by itself (docs/domain.md#pages).
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Login / Sign up' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(E2E_ADMIN.mobile);
  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Login successful...');
  await page.waitForEvent('load');

  // The newest English story, opened from the news desk.
  // Scoped to the desk: the header has a language selector of its own.
  const desk = page.getByRole('region', { name: 'News articles' });
  await desk.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await desk.getByRole('button', { name: 'Apply' }).click();
  const firstRow = desk.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText('English');
  await firstRow.getByRole('link').click();

  const editor = page.getByRole('region', { name: 'Edit article' });
  const englishTitle = `Fleet owners welcome lower GST (${stamp})`;
  await editor.getByRole('textbox', { name: 'Title' }).fill(englishTitle);
  await editor.getByRole('button', { name: 'Save article' }).click();
  await expect(editor.getByRole('status')).toHaveText('Article saved');

  const translation = page.getByRole('form', { name: 'Add or edit a translation' });
  await expect(translation.getByRole('combobox', { name: 'Language' })).toHaveValue('hi');
  const hindiTitle = `फ्लीट मालिकों ने कम जीएसटी का स्वागत किया (${stamp})`;
  await translation.getByRole('textbox', { name: 'Title' }).fill(hindiTitle);
  await translation.getByRole('textbox', { name: 'Summary' }).fill('कम जीएसटी से ट्रक सस्ते हुए हैं।');
  await translation
    .getByRole('textbox', { name: 'Body' })
    .fill('फ्लीट मालिकों का कहना है कि पुराने ट्रक अब जल्दी बदले जाएंगे।');
  await translation.getByRole('button', { name: 'Save translation' }).click();
  await expect(translation.getByRole('status')).toContainText('Translation saved');

  await page.goto('/hi/news');
  await expect(page.getByText(hindiTitle).first()).toBeVisible();
  await page.goto('/news');
  await expect(page.getByText(englishTitle).first()).toBeVisible();

  // A plain user, in a browser of their own, is refused both by the page and by the API.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const visitor = await context.newPage();
  const mobile = randomMobile();
  await signUpThroughApi(visitor, { mobile, name: 'Anil Deshmukh', email: `anil${mobile}@example.in` });
  await visitor.goto('/admin');
  await expect(visitor.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  expect((await visitor.request.get('/api/admin/news')).status()).toBe(403);
  await context.close();
});

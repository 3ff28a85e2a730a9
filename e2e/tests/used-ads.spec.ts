import { expect, test } from '../support/test';
import sharp from 'sharp';
import { randomMobile, signUpThroughApi } from '../support/sign-up';
import { collectPageErrors } from '../support/console-errors';

/** A fresh mobile per run, so the journey never meets a user (or an ad) of an earlier run. */
const mobile = randomMobile();
const model = `Ace Gold ${mobile.slice(-4)}`;
/** A small real PNG of one colour. */
function png(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

test('used ads: a signed-up user sells a truck with two photos and finds it in My ads and the public list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, { mobile, name: 'Ravi Shinde', email: `ravi${mobile}@example.in` });

  await page.goto('/sell-used-vehicle');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell your used vehicle' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sell your used vehicle' });

  // Step 1: vehicle (Next is refused until it is filled).
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill all details').first()).toBeVisible();
  await form.getByLabel('Vehicle type').selectOption({ label: 'Truck' });
  // Brand from the catalogue; a model the catalogue does not list is typed after "Other".
  const brand = form.getByLabel('Brand', { exact: true });
  await expect(brand.locator('option', { hasText: 'Tata Motors' })).toHaveCount(1);
  await brand.selectOption({ label: 'Tata Motors' });
  const modelPick = form.getByLabel('Model', { exact: true });
  await expect(modelPick.locator('option', { hasText: 'Other (not in the list)' })).toHaveCount(1);
  await modelPick.selectOption({ label: 'Other (not in the list)' });
  await form.getByLabel('Model name').fill(model);
  await form.getByLabel('Variant name').fill('CNG');
  await form.getByLabel('Year').fill('2020');
  await form.getByLabel('Colour').fill('White');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 2: details.
  await expect(form.getByRole('heading', { name: 'Details' })).toBeVisible();
  await form.getByLabel('Kilometres driven').fill('64000');
  await form.getByLabel('Owner').selectOption({ label: 'Second owner' });
  await form.getByLabel('RTO').fill('MH-12');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Asking price (₹)').fill('385000');
  await form.getByLabel('Vehicle number').fill('MH12AB1234');
  await form.getByLabel('Description').fill('Serviced at the dealer, new tyres.');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 3: two photos, previewed.
  await expect(form.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await form.getByLabel(/Add photos/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png(200, 40, 40) },
    { name: 'side.png', mimeType: 'image/png', buffer: await png(40, 40, 200) },
  ]);
  await expect(form.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 4: contact, then Submit; the upload is held a moment so the wait message can be seen.
  await expect(form.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await form.getByLabel('Name').fill('Ravi Shinde');
  await form.getByLabel('Email').fill(`ravi${mobile}@example.in`);
  await form.getByLabel('Mobile number').fill(mobile);
  await page.route('**/api/used-vehicle-ads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please wait while your images upload…' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your ad is live' })).toBeVisible();

  // My ads on the account page.
  await page.getByRole('link', { name: 'Go to My ads' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const myAds = page.getByRole('region', { name: 'My ads' });
  // The account page names an ad "brand model variant (year)".
  await expect(myAds.getByText(`Tata Motors ${model} CNG (2020)`)).toBeVisible();

  // The public list, filtered to the seller's city, shows the ad with its first photo.
  await page.goto('/trucks/used-trucks?city=Pune&brand=Tata%20Motors');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `2020 Tata Motors ${model} CNG` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('₹ 3.85 Lakh')).toBeVisible();
  const photo = card.getByRole('img', { name: `2020 Tata Motors ${model} CNG` });
  await expect(photo).toHaveAttribute('src', /^\/api\/uploads\/ads\/[a-z0-9]+\.webp$/);
  // The picture may still be arriving (a lazy card picture on a loaded machine): wait for it, then check its size.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  expect(errors).toEqual([]);
});

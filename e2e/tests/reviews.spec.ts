import { expect, test, type Locator } from '../support/test';
import { randomMobile, signUpThroughApi } from '../support/sign-up';

/** A fresh mobile per run, so the journey never meets a user of an earlier run. */
const mobile = randomMobile();
/** "Based on 3 reviews" → 3; "No reviews yet" → 0. */
async function reviewCount(reviews: Locator): Promise<number> {
  const text = (await reviews.textContent()) ?? '';
  return Number(/Based on (\d+) reviews?/.exec(text)?.[1] ?? 0);
}

test('reviews and community: a signed-up user reviews a truck and asks the community', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, { mobile, name: 'Meena Kulkarni', email: `meena${mobile}@example.in` });

  await page.goto('/trucks/tata-motors/ace-gold');
  const reviews = page.getByRole('region', { name: 'User reviews' });
  await expect(reviews.getByRole('heading', { name: 'Owner reviews' })).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toBeVisible();
  const before = await reviewCount(reviews);

  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await expect(reviews.getByText(/voucher worth ₹5,000/)).toBeVisible();
  await reviews.getByLabel('Use case').selectOption('goods-delivery');
  for (const attribute of [
    'Comfort',
    'Value for money',
    'Mileage',
    'Exterior',
    'Ease of driving',
    'Up time',
    'After-sale service',
    'Cost effective',
    'Driver safety',
    'Cabin comfort',
    'Durability',
  ]) {
    await reviews
      .getByRole('group', { name: attribute, exact: true })
      .getByRole('radio', { name: '4 stars' })
      .check();
  }
  await reviews.getByRole('group', { name: 'Vehicle status' }).getByRole('radio', { name: 'New' }).check();
  await reviews.getByLabel('Km driven (optional)').fill('18500');
  await reviews.getByLabel('Review title').fill('Earns its keep on Pune deliveries');
  await reviews
    .getByLabel('Your review')
    .fill('Carries 750 kg of kirana stock every day; easy to park in narrow lanes.');
  await expect(reviews.getByLabel('Name')).toHaveValue('Meena Kulkarni');
  await reviews.getByLabel('Email').fill(`meena${mobile}@example.in`);
  await reviews.getByRole('button', { name: 'Submit review' }).click();

  await expect(reviews.getByText('your rating and review has been recorded', { exact: true })).toBeVisible();
  await expect(reviews).toContainText(`Based on ${before + 1} review`);
  await expect(reviews.getByRole('article', { name: 'Earns its keep on Pune deliveries' })).toBeVisible();

  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Trucks' })).toHaveAttribute('aria-selected', 'true');
  // No phone number in the text: a question with one is held for a check (moderation).
  const question = `Best tyre pressure for a loaded Ace Gold in summer? (ref ${mobile.slice(-4)})`;
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Post question' }).click();
  await expect(page.getByText('Your question has been posted')).toBeVisible();
  await expect(page.getByRole('article', { name: question })).toContainText('Asked by Meena Kulkarni');
});

import { expect, test, type Page } from '../support/test';

/** Picks brand, model and variant by position in one of the vehicle cards (as a visitor would, top of each list). */
async function pickVariant(page: Page, slot: number, brandIndex: number) {
  const box = page.getByRole('group', { name: `Vehicle ${slot}` });
  await box.getByRole('combobox', { name: 'Brand' }).selectOption({ index: brandIndex });
  const model = box.getByRole('combobox', { name: 'Model' });
  await expect(model).toBeEnabled();
  await expect(model.locator('option')).not.toHaveCount(1);
  await model.selectOption({ index: 1 });
  const variant = box.getByRole('combobox', { name: 'Variant' });
  await expect(variant).toBeEnabled();
  await expect(variant.locator('option')).not.toHaveCount(1);
  await variant.selectOption({ index: 1 });
}

/** The "Cost per km" figures of the comparison, one per truck. */
async function costsPerKm(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: /^Cost of ownership over \d+ years$/ });
  const row = table.getByRole('row', { name: /^Cost per km / });
  await expect(row.getByRole('cell').first()).toHaveText(/^₹\d+\.\d\d$/);
  return row.getByRole('cell').allTextContents();
}

test('compares two trucks’ cost per km in Mumbai, and a shared link shows the same numbers', async ({
  page,
  context,
}) => {
  await page.goto('/trucks/cost-of-ownership');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Truck cost of ownership calculator' }),
  ).toBeVisible();
  await pickVariant(page, 1, 1);
  await pickVariant(page, 2, 2);
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city.locator('option', { hasText: 'Mumbai' })).toHaveCount(1);
  await city.selectOption({ label: 'Mumbai' });
  await expect(page).toHaveURL(/city=mumbai/);
  // The diesel price is Mumbai's, today's, from the fuel data.
  await expect(page.getByText(/^Diesel ₹\d+\.\d\d in Mumbai today/).first()).toBeVisible();

  const before = await costsPerKm(page);
  expect(before).toHaveLength(2);
  const km = page.getByRole('textbox', { name: 'Kilometres a month' });
  await km.fill('3000');
  await expect(page).toHaveURL(/usage=3000/);
  // Fewer km carry the same fixed costs: each truck costs more per km.
  await expect.poll(async () => (await costsPerKm(page))[0]).not.toBe(before[0]);
  const after = await costsPerKm(page);
  after.forEach((cost, index) =>
    expect(Number(cost.slice(1))).toBeGreaterThan(Number(before[index]?.slice(1))),
  );

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('textbox', { name: 'Kilometres a month' })).toHaveValue('3000');
  expect(await costsPerKm(shared)).toEqual(after);
});

test('the trip-cost calculator gives the break-even freight rate', async ({ page }) => {
  await page.goto('/trucks/trip-cost-calculator?km=500&t=9&tolls=2500&bhatta=1500&loading=1000');
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ index: 1 });
  const model = page.getByRole('combobox', { name: 'Model', exact: true });
  await expect(model.locator('option')).not.toHaveCount(1);
  await model.selectOption({ index: 1 });
  const variant = page.getByRole('combobox', { name: 'Variant', exact: true });
  await expect(variant.locator('option')).not.toHaveCount(1);
  await variant.selectOption({ index: 1 });

  const result = page.getByRole('region', { name: 'Cost of the trip' });
  const total = result
    .locator('dt', { hasText: /^Cost of the trip$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(/^₹[\d,]+$/);
  const rupees = Number((await total.textContent())?.replace(/[₹,]/g, ''));
  const rate = (rupees / 9).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(result.getByText(`Break-even freight rate: ₹${rate} a tonne`)).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Freight rate (₹ a tonne, optional)' })
    .fill(String(Math.ceil(rupees / 9) + 100));
  await expect(result.getByText('Profit on the trip')).toBeVisible();
});

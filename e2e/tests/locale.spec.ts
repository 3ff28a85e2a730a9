import { expect, test } from '../support/test';

test.describe('locales', () => {
  test('/hi/trucks is Hindi, with Hindi lakh prices and <html lang="hi-IN">', async ({ page }) => {
    await page.goto('/hi/trucks/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'भारत में ट्रक ब्रांड' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('article', { name: 'Tata Motors' })).toContainText('लाख');
    await expect(
      page.getByRole('navigation', { name: 'वाहन श्रेणियां' }).getByRole('link', { name: 'ट्रक' }),
    ).toHaveAttribute('href', '/hi/trucks');
  });

  test('the language selector re-opens the same page in Tamil without a reload', async ({ page }) => {
    await page.goto('/trucks/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Truck brands in India' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await expect(page).toHaveURL(/\/ta\/trucks\/brands$/);
    // The shell changed the locale in the shared store; the trucks remote re-rendered from it.
    await expect(page.getByRole('heading', { level: 1, name: 'இந்தியாவின் லாரி பிராண்டுகள்' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('fuel price links stay in English', async ({ page }) => {
    await page.goto('/te');
    await expect(
      page.getByRole('navigation', { name: 'ప్రధాన మెనూ' }).getByRole('link', { name: 'ఇంధన ధరలు' }),
    ).toHaveAttribute('href', '/fuel-prices');
  });
});

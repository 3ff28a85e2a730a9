import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

/** What a visitor reads in the shell's chrome, per language (copied from shell/src/texts and libs/i18n). */
const LOCALES = {
  en: {
    prefix: '',
    lang: 'en',
    language: 'Language',
    truckBrands: 'Truck brands in India',
    cityButton: /^City:/,
    delhi: 'New Delhi',
    pune: 'Pune',
    cityDialog: 'Choose your city',
    citySearch: 'Search by city or state',
    search: 'Search vehicles, brands and news',
    suggestions: 'Suggestions',
    results: 'Search results',
    aceQuery: 'tata ac',
    subscribeLabel: 'Your email address',
    subscribe: 'Subscribe',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Please enter a valid email address',
    subscribed: 'Thank you! You are subscribed to the CV Bazaar newsletter.',
    notFound: 'Sorry, We cant find the page you are looking for!',
    goHome: 'Go back home',
    about: 'About CV Bazaar',
    contact: 'Contact us',
    contactForm: {
      name: 'Your name',
      mobile: 'Mobile number',
      email: 'Email address',
      subject: 'Subject',
      message: 'Message',
      submit: 'Send message',
      sent: 'Thank you! Your message has been sent. Our team will contact you soon.',
    },
  },
  hi: {
    prefix: '/hi',
    lang: 'hi-IN',
    language: 'भाषा',
    truckBrands: 'भारत में ट्रक ब्रांड',
    cityButton: /^शहर:/,
    delhi: 'नई दिल्ली',
    pune: 'पुणे',
    cityDialog: 'अपना शहर चुनें',
    citySearch: 'शहर या राज्य से खोजें',
    search: 'वाहन, ब्रांड और खबरें खोजें',
    suggestions: 'सुझाव',
    results: 'खोज परिणाम',
    aceQuery: 'टाटा ऐस',
    subscribeLabel: 'आपका ईमेल पता',
    subscribe: 'सब्सक्राइब करें',
    emailRequired: 'कृपया अपना ईमेल दर्ज करें',
    emailInvalid: 'कृपया सही ईमेल पता दर्ज करें',
    subscribed: 'धन्यवाद! आपने सीवी बाज़ार न्यूज़लेटर सब्सक्राइब कर लिया है।',
    notFound: 'क्षमा करें, आप जो पेज खोज रहे हैं वह हमें नहीं मिला!',
    goHome: 'होम पेज पर वापस जाएं',
    about: 'सीवी बाज़ार के बारे में',
    contact: 'संपर्क करें',
    contactForm: {
      name: 'आपका नाम',
      mobile: 'मोबाइल नंबर',
      email: 'ईमेल पता',
      subject: 'विषय',
      message: 'संदेश',
      submit: 'संदेश भेजें',
      sent: 'धन्यवाद! आपका संदेश भेज दिया गया है। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
    },
  },
  ta: {
    prefix: '/ta',
    lang: 'ta-IN',
    language: 'மொழி',
    truckBrands: 'இந்தியாவின் லாரி பிராண்டுகள்',
    cityButton: /^நகரம்:/,
    delhi: 'புது தில்லி',
    pune: 'புனே',
    cityDialog: 'உங்கள் நகரத்தைத் தேர்ந்தெடுக்கவும்',
    citySearch: 'நகரம் அல்லது மாநிலம் மூலம் தேடு',
    search: 'வாகனங்கள், பிராண்டுகள் மற்றும் செய்திகளைத் தேடு',
    suggestions: 'பரிந்துரைகள்',
    results: 'தேடல் முடிவுகள்',
    aceQuery: 'டாடா ஏஸ்',
    subscribeLabel: 'உங்கள் மின்னஞ்சல் முகவரி',
    subscribe: 'பதிவு செய்க',
    emailRequired: 'உங்கள் மின்னஞ்சலை உள்ளிடவும்',
    emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    subscribed: 'நன்றி! சிவி பஜார் செய்திமடலுக்கு நீங்கள் பதிவு செய்துவிட்டீர்கள்.',
    notFound: 'மன்னிக்கவும், நீங்கள் தேடும் பக்கம் கிடைக்கவில்லை!',
    goHome: 'முகப்புக்குத் திரும்பு',
    about: 'சிவி பஜார் பற்றி',
    contact: 'தொடர்பு கொள்ள',
    contactForm: {
      name: 'உங்கள் பெயர்',
      mobile: 'மொபைல் எண்',
      email: 'மின்னஞ்சல் முகவரி',
      subject: 'பொருள்',
      message: 'செய்தி',
      submit: 'செய்தி அனுப்பு',
      sent: 'நன்றி! உங்கள் செய்தி அனுப்பப்பட்டது. எங்கள் குழு விரைவில் உங்களைத் தொடர்புகொள்ளும்.',
    },
  },
} as const;

type Code = keyof typeof LOCALES;
const CODES = Object.keys(LOCALES) as Code[];
/** Each language switches to the next one, so every language is left and reached once. */
const NEXT: Record<Code, Code> = { en: 'hi', hi: 'ta', ta: 'en' };

const ALREADY_SUBSCRIBED = 'You are already subscribed to CV Bazaar news';

/** Marks the document; the mark survives client-side navigation but not a full reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

for (const code of CODES) {
  const words = LOCALES[code];
  const root = words.prefix || '/';

  test.describe(`the shell's chrome (${code})`, () => {
    test('the language selector re-opens the same page in the next language without a reload', async ({
      page,
    }) => {
      const next = LOCALES[NEXT[code]];
      await page.goto(`${words.prefix}/trucks/brands`);
      await expect(page.getByRole('heading', { level: 1, name: words.truckBrands })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await markDocument(page);

      await page.getByRole('banner').getByRole('combobox', { name: words.language }).selectOption(NEXT[code]);

      await expect(page).toHaveURL(new RegExp(`^[^?#]*://[^/]+${next.prefix}/trucks/brands$`));
      await expect(page.getByRole('heading', { level: 1, name: next.truckBrands })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', next.lang);
      expect(await isSameDocument(page)).toBe(true);
    });

    test('a city chosen in the picker shows in the header and survives a reload', async ({ page }) => {
      await page.goto(root);
      const cityButton = page.getByRole('banner').getByRole('button', { name: words.cityButton });
      await expect(cityButton).toContainText(words.delhi);
      await cityButton.click();

      const dialog = page.getByRole('dialog', { name: words.cityDialog });
      await expect(dialog).toBeVisible();
      // Cities show in the page's language; the search finds them by their English spelling too, and the phone
      // keeps the English name.
      await dialog.getByRole('searchbox', { name: words.citySearch }).fill('pune');
      await dialog.getByRole('button', { name: new RegExp(`^${words.pune}`) }).click();

      await expect(dialog).toBeHidden();
      await expect(cityButton).toContainText(words.pune);
      await expect(cityButton).toBeFocused();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('location'))) ?? 'null')).toEqual({
        slug: 'pune',
        name: 'Pune',
      });

      await page.reload();
      await expect(page.getByRole('banner').getByRole('button', { name: words.cityButton })).toContainText(
        words.pune,
      );
    });

    test('a misspelled model in the header search is found and opened with the keyboard', async ({
      page,
    }) => {
      await page.goto(root);
      const box = page.getByRole('combobox', { name: words.search });
      await box.click();
      await box.pressSequentially(words.aceQuery, { delay: 30 });

      const listbox = page.getByRole('listbox', { name: words.suggestions });
      const ace = listbox
        .getByRole('group', { name: words.results })
        .getByRole('option', { name: 'Tata Ace Gold', exact: true });
      await expect(ace).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');

      for (let presses = 0; presses < 25; presses += 1) {
        if ((await ace.getAttribute('aria-selected')) === 'true') break;
        await box.press('ArrowDown');
      }
      await expect(ace).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await ace.getAttribute('id')) ?? 'missing');
      await box.press('Enter');

      await expect(page).toHaveURL(new RegExp(`${words.prefix}/trucks/tata-motors/ace-gold$`));
      await expect(page.getByRole('heading', { level: 1, name: /Ace Gold/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    });

    test('the footer newsletter checks the address and subscribes it once', async ({ page }) => {
      await page.goto(root);
      const footer = page.getByRole('contentinfo');
      const email = footer.getByRole('textbox', { name: words.subscribeLabel });
      const submit = footer.getByRole('button', { name: words.subscribe, exact: true });

      await submit.click();
      await expect(footer.getByRole('alert')).toHaveText(words.emailRequired);
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      await email.fill('abc');
      await submit.click();
      await expect(footer.getByRole('alert')).toHaveText(words.emailInvalid);

      const address = `chrome-${code}-${Date.now()}@example.com`;
      await email.fill(address);
      await submit.click();
      await expect(footer.getByRole('status')).toHaveText(words.subscribed);
      await expect(email).toHaveValue('');
      await expect(footer.getByRole('alert')).toHaveCount(0);

      // There is no list of subscribers to read: the API recognising the address shows it was stored.
      const again = await page.request.post('/api/general/subscribe', {
        data: { email: address, category: 'subscription' },
      });
      expect(again.status()).toBe(201);
      expect(((await again.json()) as { message: string }).message).toBe(ALREADY_SUBSCRIBED);
    });

    test('a missing page answers 404 and leads back home', async ({ page }) => {
      const response = await page.goto(`${words.prefix}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
      await markDocument(page);
      await page.getByRole('button', { name: words.goHome }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?#]*://[^/]+${words.prefix}/?$`));
      await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
    });

    test('an admin path the desk has no page for answers 404 and says so, without the login', async ({
      page,
    }) => {
      const response = await page.goto(`${words.prefix}/admin/no-such-desk`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('about us renders, and the contact form sends a valid message', async ({ page }) => {
      await page.goto(`${words.prefix}/about-us`);
      await expect(page.getByRole('heading', { level: 1, name: words.about })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

      await page.goto(`${words.prefix}/contact-us`);
      await expect(page.getByRole('heading', { level: 1, name: words.contact })).toBeVisible();
      const form = words.contactForm;
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: form.name }).fill('Ravi Kumar');
      await main.getByRole('textbox', { name: form.mobile }).fill('9876543210');
      await main.getByRole('textbox', { name: form.email, exact: true }).fill(`ravi-${code}@example.com`);
      await main.getByRole('textbox', { name: form.subject }).fill('Dealer in Pune');
      await main
        .getByRole('textbox', { name: form.message })
        .fill('Please share the on-road price of the Ace Gold.');
      await main.getByRole('button', { name: form.submit }).click();
      await expect(main.getByRole('status')).toHaveText(form.sent);
      await expect(main.getByRole('textbox', { name: form.name })).toHaveValue('');
    });
  });
}

test('a query with no hits says so', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: LOCALES.en.search });
  await box.click();
  await box.pressSequentially('qqxzvw', { delay: 30 });
  await expect(page.getByRole('status').filter({ hasText: 'No matches found' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
});

/** Serious and critical axe violations of the page as it is now, by rule id with the elements they hit. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const found = await seriousViolations(page);
  expect(found, `${what}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'home');
  });

  test('an open desktop dropdown menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/trucks');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const byBudget = menu.getByRole('button', { name: 'By budget' });
    await byBudget.click();
    await expect(byBudget).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Under ₹10 Lakh' })).toBeVisible();
    await expectNoSeriousViolations(page, 'open dropdown');
  });

  test('the open city modal', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^City:/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Choose your city' });
    await expect(dialog.getByRole('button', { name: /^Pune/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'city modal');
  });

  test('the header search with results open', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: LOCALES.en.search });
    await box.click();
    await box.pressSequentially('tata', { delay: 30 });
    await expect(
      page.getByRole('group', { name: 'Search results' }).getByRole('option').first(),
    ).toBeVisible();
    await box.press('ArrowDown');
    await expectNoSeriousViolations(page, 'search results');
  });

  test('the mobile drawer at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/trucks');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expectNoSeriousViolations(page, 'mobile drawer');
  });

  test('/trucks', async ({ page }) => {
    await page.goto('/trucks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/trucks');
  });
});

import { missingTranslations } from '@cvb/i18n';
import { MESSAGES } from '@cvb/validation';
import { en } from './pages/en';
import { en as footerEn } from './footer/en';
import { footerResources, pagesResources, staticPagesResources } from './pages-texts';
import { en as staticEn } from './static-pages/en';
import { lazyFooterTexts } from './lazy-footer-texts';
import { lazyShellTexts } from './lazy-shell-texts';
import { lazyStaticPageTexts } from './lazy-static-page-texts';

describe('shell page texts', () => {
  it('has every key, non-empty, in all six languages', () => {
    for (const resources of [pagesResources, footerResources, staticPagesResources]) {
      expect(Object.keys(resources).sort()).toEqual(['en', 'hi', 'mr', 'pa', 'ta', 'te']);
      expect(missingTranslations(resources)).toEqual({});
    }
  });

  it('is translated, not copied from English', () => {
    for (const code of ['hi', 'mr', 'pa', 'ta', 'te'] as const) {
      const texts = pagesResources[code] as typeof en;
      const staticTexts = staticPagesResources[code] as typeof staticEn;
      const footerTexts = footerResources[code] as typeof footerEn;
      expect(staticTexts.pages.about.intro).not.toBe(staticEn.pages.about.intro);
      expect(footerTexts.footer.subscribe.button).not.toBe(footerEn.footer.subscribe.button);
      expect(texts.notFound.title).not.toBe(en.notFound.title);
    }
  });

  it('uses the exact English page and field-rule messages', () => {
    expect(en.notFound.title).toBe('Sorry, We cant find the page you are looking for!');
    expect(footerEn.footer.subscribe.errors).toEqual({
      emailRequired: 'Please enter your email',
      subscriptionEmailInvalid: 'Please enter a valid email address',
    });
    for (const [key, message] of Object.entries(staticEn.pages.contact.errors)) {
      expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(message);
    }
  });

  it('keeps the footer, static and Auto Expo pages out of the texts every page loads (they come with them)', async () => {
    for (const code of ['en', 'hi', 'ta'] as const) {
      const everyPage = await lazyShellTexts.locales[code]();
      expect(Object.keys(everyPage)).toEqual(expect.not.arrayContaining(['footer', 'pages', 'expo']));
      expect(Object.keys(await lazyStaticPageTexts.locales[code]()).sort()).toEqual(['expo', 'pages']);
      expect(Object.keys(await lazyFooterTexts.locales[code]())).toEqual(['footer']);
    }
  });
});

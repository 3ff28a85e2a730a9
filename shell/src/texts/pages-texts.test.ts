import { missingTranslations } from '@cvb/i18n';
import { MESSAGES } from '@cvb/validation';
import { en } from './pages/en';
import { pagesResources } from './pages-texts';

describe('shell page texts', () => {
  it('has every key, non-empty, in all six languages', () => {
    expect(Object.keys(pagesResources).sort()).toEqual(['en', 'hi', 'mr', 'pa', 'ta', 'te']);
    expect(missingTranslations(pagesResources)).toEqual({});
  });

  it('is translated, not copied from English', () => {
    for (const code of ['hi', 'mr', 'pa', 'ta', 'te'] as const) {
      const texts = pagesResources[code] as typeof en;
      expect(texts.pages.about.intro).not.toBe(en.pages.about.intro);
      expect(texts.footer.subscribe.button).not.toBe(en.footer.subscribe.button);
      expect(texts.notFound.title).not.toBe(en.notFound.title);
    }
  });

  it('uses the exact English page and field-rule messages', () => {
    expect(en.notFound.title).toBe('Sorry, We cant find the page you are looking for!');
    expect(en.footer.subscribe.errors).toEqual({
      emailRequired: 'Please enter your email',
      subscriptionEmailInvalid: 'Please enter a valid email address',
    });
    for (const [key, message] of Object.entries(en.pages.contact.errors)) {
      expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(message);
    }
  });
});

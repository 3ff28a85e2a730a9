import { MESSAGES } from '../messages';
import { translateValidation, VALIDATION_TEXTS } from './validation-texts';

describe('validation texts', () => {
  it('has every message in all six languages, each in its own words', () => {
    for (const [locale, texts] of Object.entries(VALIDATION_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(MESSAGES).sort());
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
      if (locale !== 'en') expect(texts.nameRequired).not.toBe(MESSAGES.nameRequired);
    }
  });

  it('translates a message the API answered in English, and leaves unknown ones as they are', () => {
    expect(translateValidation(MESSAGES.tooManyLogins, 'hi')).toBe(VALIDATION_TEXTS.hi.tooManyLogins);
    expect(translateValidation(MESSAGES.mobileTooShort, 'ta')).toBe(
      'மொபைல் எண் 10 இலக்கங்களுக்குக் குறைவாக இருக்கக்கூடாது',
    );
    expect(translateValidation('Something else', 'te')).toBe('Something else');
  });
});

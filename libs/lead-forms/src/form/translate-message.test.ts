import i18next from 'i18next';
import { codeInvalidTriesLeft } from '@cvb/contracts/accounts/messages';
import { en } from '../texts/en';
import { hi } from '../texts/hi';
import { ta } from '../texts/ta';
import { translateMessage } from './translate-message';

async function leadTexts(language: 'en' | 'hi' | 'ta') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['leads'],
    defaultNS: 'leads',
    resources: { en: { leads: en }, hi: { leads: hi }, ta: { leads: ta } },
  });
  return i18n.getFixedT(language, 'leads');
}

describe('the lead form’s messages in the page’s language', () => {
  it('says how many tries are left after a wrong code, as the API counts them', async () => {
    const hindi = await leadTexts('hi');
    expect(translateMessage(hindi, codeInvalidTriesLeft(3))).toBe('कोड गलत है, 3 कोशिशें बाकी हैं');
    expect(translateMessage(hindi, codeInvalidTriesLeft(1))).toBe('कोड गलत है, 1 कोशिश बाकी है');
    const tamil = await leadTexts('ta');
    expect(translateMessage(tamil, 'Invalid code, 2 tries left')).toBe(
      'தவறான குறியீடு, இன்னும் 2 முயற்சிகள் உள்ளன',
    );
    const english = await leadTexts('en');
    expect(translateMessage(english, 'Invalid code, 1 try left')).toBe('Invalid code, 1 try left');
  });

  it('shows a message it does not know as the API wrote it', async () => {
    const hindi = await leadTexts('hi');
    expect(translateMessage(hindi, 'Something new from the API')).toBe('Something new from the API');
    expect(translateMessage(hindi, 'Invalid code')).toBe('गलत कोड');
  });
});

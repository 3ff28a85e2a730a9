import { getI18n, loadTexts, registerNamespace } from '../create-i18n';

describe('the page i18next instance', () => {
  it('joins a place and its case ending through the `in` and `located` formats', async () => {
    registerNamespace('caseEndingProbe', {
      en: { title: 'Price {{city, in}}' },
      hi: { title: '{{city, in}} कीमत' },
      mr: { title: '{{city, in}} किंमत', markets: '{{state, located}} बाजार' },
      pa: { title: '{{city, in}} ਕੀਮਤ' },
      ta: { title: '{{city, in}} விலை', markets: '{{state, located}} சந்தைகள்' },
      te: { title: '{{city, in}} ధర', markets: '{{state, located}} మార్కెట్లు' },
    });
    const i18n = getI18n();
    const t = (lng: string, key: string, values: Record<string, string>) =>
      i18n.t(key, { ns: 'caseEndingProbe', lng, ...values });
    // A language's rule comes with its texts: before they load, the page shows the bare name.
    expect(t('ta', 'title', { city: 'மும்பை' })).toBe('மும்பை விலை');
    for (const code of ['hi', 'mr', 'pa', 'ta', 'te'] as const) await loadTexts([], code);
    expect(t('ta', 'title', { city: 'மும்பை' })).toBe('மும்பையில் விலை');
    expect(t('te', 'title', { city: 'హైదరాబాద్' })).toBe('హైదరాబాద్\u200Cలో ధర');
    expect(t('mr', 'title', { city: 'मुंबई' })).toBe('मुंबईत किंमत');
    expect(t('hi', 'title', { city: 'मुंबई' })).toBe('मुंबई में कीमत');
    expect(t('ta', 'markets', { state: 'மகாராஷ்டிரா' })).toBe('மகாராஷ்டிராவில் உள்ள சந்தைகள்');
    expect(t('te', 'markets', { state: 'మహారాష్ట్ర' })).toBe('మహారాష్ట్రలోని మార్కెట్లు');
    expect(t('mr', 'markets', { state: 'महाराष्ट्र' })).toBe('महाराष्ट्रातील बाजार');
  });
});

import { INDIAN_STATES } from '../used-market/indian-states';
import { cityName, placeName, placeNames, stateName, TRANSLATED_CITIES, TRANSLATED_TOWNS } from './index';

const SCRIPT = {
  hi: /^[\u0900-\u097F\s().]+$/u,
  mr: /^[\u0900-\u097F\s().]+$/u,
  pa: /^[\u0A00-\u0A7F\s().]+$/u,
  ta: /^[\u0B80-\u0BFF\s().]+$/u,
  te: /^[\u0C00-\u0C7F\u200C\s().]+$/u,
} as const;
const LOCALES = ['hi', 'mr', 'pa', 'ta', 'te'] as const;

describe('place names in the reader language', () => {
  it('names a city of the site in each language', () => {
    expect(LOCALES.map((locale) => cityName('Pune', locale))).toEqual(['पुणे', 'पुणे', 'ਪੁਣੇ', 'புனே', 'పుణె']);
    expect(cityName('Chennai', 'ta')).toBe('சென்னை');
    expect(cityName('New Delhi', 'te')).toBe('న్యూఢిల్లీ');
  });

  it('takes the Marathi spelling where it differs from the Hindi one', () => {
    expect(cityName('Nashik', 'hi')).toBe('नासिक');
    expect(cityName('Nashik', 'mr')).toBe('नाशिक');
    expect(cityName('Bengaluru', 'mr')).toBe('बंगळुरू');
  });

  it('names states through the same lookup, and towns of the fuel tables through placeName', () => {
    expect(cityName('Maharashtra', 'pa')).toBe('ਮਹਾਰਾਸ਼ਟਰ');
    expect(stateName('Tamil Nadu', 'mr')).toBe('तमिळनाडू');
    expect(placeName('Thane', 'mr')).toBe('ठाणे');
    expect(placeName('Tiruchirappalli', 'ta')).toBe('திருச்சிராப்பள்ளி');
    expect(placeName('Pune', 'te')).toBe('పుణె');
    expect(cityName('Thane', 'hi')).toBe('Thane');
  });

  it('leaves English and unknown names as given', () => {
    expect(cityName('Pune', 'en')).toBe('Pune');
    expect(placeName('Lasalgaon Vinchur', 'hi')).toBe('Lasalgaon Vinchur');
    expect(stateName('Atlantis', 'ta')).toBe('Atlantis');
    expect(cityName('constructor', 'hi')).toBe('constructor');
  });

  it('reads a state in any case and a city with spaces around it', () => {
    expect(stateName('tamil nadu', 'ta')).toBe('தமிழ்நாடு');
    expect(cityName(' Pune ', 'hi')).toBe('पुणे');
  });

  it("has one table per language, each naming the same 60 cities, the fuel tables' towns and the 36 states", () => {
    const states = INDIAN_STATES.map((state) => state.name);
    expect(placeNames('en')).toBeUndefined();
    for (const locale of LOCALES) {
      const table = placeNames(locale);
      expect({ locale, cities: Object.keys(table?.cities ?? {}) }).toEqual({
        locale,
        cities: TRANSLATED_CITIES,
      });
      expect({ locale, towns: Object.keys(table?.towns ?? {}) }).toEqual({ locale, towns: TRANSLATED_TOWNS });
      expect({ locale, states: Object.keys(table?.states ?? {}) }).toEqual({ locale, states });
    }
    expect(states).toHaveLength(36);
  });

  it('writes every name of the tables in the script of its language', () => {
    const wrong: string[] = [];
    const states = INDIAN_STATES.map((state) => state.name);
    for (const english of [...TRANSLATED_CITIES, ...TRANSLATED_TOWNS, ...states])
      for (const locale of LOCALES) {
        const name = placeName(english, locale);
        if (!SCRIPT[locale].test(name.replace(/\u200D/g, ''))) wrong.push(`${english} ${locale}: ${name}`);
      }
    expect(wrong).toEqual([]);
    expect(TRANSLATED_CITIES).toHaveLength(60);
  });
});

import { alertCreateSchema, alertUpdateSchema } from './alert-calls';
import { ALERT_MESSAGES, fillAlertText } from './alert-messages';

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('alert rules', () => {
  it('accepts a mandi alert above a price in a market, and a daily summary of a state', () => {
    const market = alertCreateSchema.parse({
      rule: {
        kind: 'mandi',
        commodity: 'onion',
        state: 'maharashtra',
        district: 'nashik',
        market: 'lasalgaon',
        condition: 'above',
        price: 2000,
      },
    });
    expect(market.locale).toBe('en');
    expect(
      alertCreateSchema.safeParse({
        rule: { kind: 'mandi', commodity: 'onion', state: 'maharashtra', condition: 'daily' },
      }).success,
    ).toBe(true);
  });

  it('names the price when above or below has none, and the market when the district is missing', () => {
    expect(
      pathsOf(
        alertCreateSchema.safeParse({
          rule: { kind: 'mandi', commodity: 'onion', state: 'maharashtra', condition: 'below' },
        }),
      ),
    ).toEqual(['rule.price']);
    expect(
      pathsOf(
        alertCreateSchema.safeParse({
          rule: {
            kind: 'mandi',
            commodity: 'onion',
            state: 'maharashtra',
            market: 'lasalgaon',
            condition: 'daily',
          },
        }),
      ),
    ).toEqual(['rule.market']);
  });

  it('refuses an unknown fuel, a catalogue alert with no event and an empty change', () => {
    expect(
      pathsOf(
        alertCreateSchema.safeParse({ rule: { kind: 'fuel', city: 'nagpur', fuel: 'lpg', minChange: 1 } }),
      ),
    ).toEqual(['rule.fuel']);
    expect(
      pathsOf(
        alertCreateSchema.safeParse({
          rule: { kind: 'catalogue', vertical: 'tractor', brand: 'mahindra', events: [] },
        }),
      ),
    ).toEqual(['rule.events']);
    expect(pathsOf(alertUpdateSchema.safeParse({}))).toEqual(['paused']);
  });
});

describe('alert texts', () => {
  it('has every text in all six languages, each with the same placeholders as the English', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)(?:, \w+)?\}\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(ALERT_MESSAGES.en)) {
      for (const texts of Object.values(ALERT_MESSAGES)) {
        expect(placeholders((texts as Record<string, string>)[key])).toEqual(placeholders(english));
      }
    }
  });

  it('fills the placeholders', () => {
    expect(
      fillAlertText('en', 'mandiAbove', {
        commodity: 'Onion',
        place: 'Lasalgaon',
        price: '2,150',
        limit: '2,000',
      }),
    ).toBe('CV Bazaar: Onion at Lasalgaon is ₹2,150/quintal, above your ₹2,000.');
  });
});

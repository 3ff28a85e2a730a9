import { TRACTOR_DEFINITION } from '../verticals/tractor';
import { TRUCK_DEFINITION } from '../verticals/truck';
import { deskMessage } from './desk-messages';
import { missingTexts } from './model-document';
import { deskSpecFields } from './spec-fields';

describe('deskSpecFields', () => {
  it("follows the vertical's spec rows: units and bands make numbers, listed options make a choice", () => {
    const tractor = deskSpecFields(TRACTOR_DEFINITION);
    expect(tractor.map((field) => field.key)).toEqual(TRACTOR_DEFINITION.specRows.map((row) => row.key));
    expect(tractor.find((field) => field.key === 'powerHp')).toMatchObject({ kind: 'number', unit: 'hp' });
    expect(tractor.find((field) => field.key === 'drive')).toMatchObject({ kind: 'choice' });
    expect(tractor.find((field) => field.key === 'drive')?.options).toContain('4wd');
    expect(tractor.find((field) => field.key === 'warranty')).toMatchObject({ kind: 'text', options: [] });
  });

  it('makes a new spec row a new input with no other code', () => {
    const definition = {
      ...TRUCK_DEFINITION,
      specRows: [...TRUCK_DEFINITION.specRows, { key: 'cabinWidthMm', unit: 'mm' as const }],
    };
    expect(deskSpecFields(definition).at(-1)).toMatchObject({
      key: 'cabinWidthMm',
      kind: 'number',
      unit: 'mm',
    });
    expect(deskSpecFields(TRUCK_DEFINITION).find((field) => field.key === 'batteryKwh')?.electricOnly).toBe(
      true,
    );
  });
});

describe('missingTexts', () => {
  it('marks a language whose field is empty where English has it; English when its own is empty', () => {
    const missing = missingTexts({
      en: { description: 'A 1-tonne mini truck', pros: ['Low running cost'], cons: [], faq: [] },
      hi: { description: 'एक टन का मिनी ट्रक', pros: [], cons: [], faq: [] },
    });
    expect(missing.en).toEqual(['cons', 'faq']);
    expect(missing.hi).toEqual(['pros']);
    expect(missing.ta).toEqual(['description', 'pros']);
  });
});

describe('deskMessage', () => {
  it('fills the placeholders in the editor language', () => {
    expect(deskMessage('en', 'bigChange', { percent: 42.5 })).toBe('the price changes by 42.5 %');
    expect(deskMessage('hi', 'stale', { name: 'Priya Nair', date: '28 Nov 2026' })).toContain('Priya Nair');
  });
});

import { getI18n } from '@cvb/i18n';
import { backhoeSpecs, craneSpecs, tractorSpecs } from '../model-page/machine-fixtures';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { comparedVariant } from './compare-fixtures';
import { compareTableRows } from './compare-rows';

const t = () => getI18n().getFixedT('en', 'catalogue');
const byLabel = (rows: ReturnType<typeof compareTableRows>) =>
  Object.fromEntries(rows.map((row) => [row.label, row.values]));

describe('compareTableRows', () => {
  beforeAll(registerCatalogueTexts);

  it("compares machines of two types by each type's rows, leaving a row empty for the type without it", () => {
    const rows = byLabel(
      compareTableRows(
        'infra',
        {
          variants: [
            comparedVariant({ slug: '3dx-plus-std', specs: backhoeSpecs, price: 3_200_000 }),
            comparedVariant({ slug: 'scc800a-std', specs: craneSpecs, price: 45_000_000 }),
          ],
          differingSpecs: [],
        },
        'en',
        t(),
      ),
    );
    expect(rows['Body type']).toEqual(['Backhoe loader', 'Crawler crane']);
    expect(rows['Operating weight']).toEqual(['8,040 kg', '72,000 kg']);
    expect(rows['Bucket capacity']).toEqual(['1.1 m³', null]);
    expect(rows['Maximum digging depth']).toEqual(['4,770 mm', null]);
    expect(rows['Maximum lifting capacity']).toEqual([null, '80,000 kg']);
    expect(rows).not.toHaveProperty('Drum capacity');
    expect(rows).not.toHaveProperty('Gross vehicle weight (GVW)');
  });

  it('compares tractors by their extra specs with one unit map', () => {
    const rows = byLabel(
      compareTableRows(
        'tractor',
        {
          variants: [
            comparedVariant({ specs: tractorSpecs }),
            comparedVariant({
              slug: '575-di-2wd',
              specs: { ...tractorSpecs, extraSpecs: { ...tractorSpecs.extraSpecs, drive: '2wd', ptoHp: 38 } },
            }),
          ],
          differingSpecs: [],
        },
        'en',
        t(),
      ),
    );
    expect(rows['PTO power']).toEqual(['39.8 hp', '38 hp']);
    expect(rows['Drive']).toEqual(['4WD', '2WD']);
    expect(rows['Lifting capacity']).toEqual(['1,500 kg', '1,500 kg']);
    expect(rows['Body type']).toEqual(['Utility tractor', 'Utility tractor']);
  });
});

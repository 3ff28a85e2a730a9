import { getI18n } from '@cvb/i18n';
import { modelFixture } from '../list-pages/model-fixture';
import { JCB_3DX, MAHINDRA_575, machineSummary } from '../model-page/machine-fixtures';
import { registerCatalogTexts } from '../register-catalog-texts';
import { cardFacts } from './spec-values';

describe("a model card's key facts, from the vertical's cardSpecs", () => {
  beforeAll(registerCatalogTexts);
  const t = () => getI18n().getFixedT('en', 'catalog');

  it('gives a truck its GVW, a bus its seats (not its GVW) and fuel', () => {
    expect(cardFacts(modelFixture({ gvwKg: 7_490 }), t())).toEqual(['GVW 7.5 t']);
    const bus = modelFixture({ vertical: 'bus', bodyType: 'school', seats: 40, gvwKg: 16_200 });
    expect(cardFacts(bus, t())).toEqual(['40 seats', 'Diesel']);
  });

  it('gives a tractor its power and drive, a machine its operating weight and power', () => {
    expect(cardFacts(machineSummary(MAHINDRA_575), t())).toEqual(['45 hp', '4WD']);
    expect(cardFacts(machineSummary(JCB_3DX), t())).toEqual(['8 t', '76 hp']);
  });

  it('lists each drive of a tractor sold as 2WD and as 4WD', () => {
    const both = {
      ...machineSummary(MAHINDRA_575),
      extraSpecs: { drive: '2wd' },
      offeredSpecs: { drive: ['2wd', '4wd'] },
    };
    expect(cardFacts(both, t())).toEqual(['45 hp', '2WD / 4WD']);
  });

  it('leaves out a fact the model does not publish', () => {
    expect(cardFacts({ ...machineSummary(MAHINDRA_575), extraSpecs: {} }, t())).toEqual(['45 hp']);
  });
});

import { getI18n } from '@cvb/i18n';
import { modelFixture } from '../testing/model-fixture';
import { JCB_3DX, MAHINDRA_575, machineSummary } from '../model-page/machine-fixtures';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { cardFacts } from './spec-values';
import { colourText, specValueText } from './value-words';

describe("a model card's key facts, from the vertical's cardSpecs", () => {
  beforeAll(registerCatalogueTexts);
  const t = () => getI18n().getFixedT('en', 'catalogue');

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

describe('spec values the catalogue writes in English, in the reader language', () => {
  beforeAll(registerCatalogueTexts);
  const t = (locale: string) => getI18n().getFixedT(locale, 'catalogue');

  it('translates whole phrases: a frame, a colour', () => {
    expect(specValueText('Ladder frame', t('hi'))).toBe('लैडर फ्रेम');
    expect(specValueText('Ladder frame, cab chassis', t('mr'))).toBe('लॅडर फ्रेम, केबिन चेसिस');
    expect(colourText('Cherry Red', t('ta'))).toBe('செர்ரி சிவப்பு');
    expect(colourText('Red', t('pa'))).toBe('ਲਾਲ');
    expect(colourText('Midnight Purple', t('hi'))).toBe('Midnight Purple');
  });

  it('writes a warranty with the language words for years, km, hours and battery, numbers as written', () => {
    expect(specValueText('3 years / 1,00,000 km', t('hi'))).toBe('3 साल / 1,00,000 किमी');
    expect(specValueText('5 years / 5,000 hours', t('mr'))).toBe('5 वर्षे / 5,000 तास');
    expect(specValueText('1 year / 1,000 hours', t('mr'))).toBe('1 वर्ष / 1,000 तास');
    expect(specValueText('5 years / 1,25,000 km (battery 8 years)', t('te'))).toBe(
      '5 సంవత్సరాలు / 1,25,000 కిమీ (బ్యాటరీ 8 సంవత్సరాలు)',
    );
    expect(specValueText('6 years / 6 lakh km (driveline)', t('pa'))).toBe('6 ਸਾਲ / 6 ਲੱਖ ਕਿਮੀ (ਡਰਾਈਵਲਾਈਨ)');
    expect(specValueText('3 years (battery 5 years)', t('ta'))).toBe('3 ஆண்டுகள் (பேட்டரி 5 ஆண்டுகள்)');
  });

  it('leaves English as the catalogue writes it, and codes alone', () => {
    expect(specValueText('3 years / 1,00,000 km', t('en'))).toBe('3 years / 1,00,000 km');
    expect(specValueText('1 year / 1,000 hours', t('en'))).toBe('1 year / 1,000 hours');
    expect(specValueText('8 F + 2 R', t('hi'))).toBe('8 F + 2 R');
    expect(specValueText('D+2', t('ta'))).toBe('D+2');
  });
});

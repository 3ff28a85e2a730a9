import { MESSAGES } from '@cvb/validation';
import { missingTranslations } from '@cvb/i18n';
import {
  checkContactStep,
  checkDetailsStep,
  checkPhoto,
  checkPhotosStep,
  checkVehicleStep,
} from './sell-steps';
import { sellTexts } from './sell-texts';
import { EMPTY_SELL_VALUES, toAdInput, type SellValues } from './sell-values';

const filled: SellValues = {
  ...EMPTY_SELL_VALUES,
  brand: 'Tata',
  model: 'Ace Gold',
  year: '2020',
  kmsDriven: '64000',
  rto: 'MH-12',
  city: 'Pune',
  state: 'Maharashtra',
  price: '385000',
  vehicleNumber: 'MH12AB1234',
  name: 'Suresh Patil',
  email: 'suresh@example.in',
  mobile: '9876543210',
};

describe('sell form steps', () => {
  it('has every text in six languages, the field-rule ones exact in English', () => {
    expect(missingTranslations(sellTexts)).toEqual({});
    expect(sellTexts.en.validation).toMatchObject(MESSAGES);
  });

  it('step 1 (vehicle) asks for brand, model and a sensible year', () => {
    expect(checkVehicleStep(filled)).toEqual({});
    expect(checkVehicleStep({ ...filled, brand: ' ', model: '', year: '' })).toEqual({
      brand: 'fillAllDetails',
      model: 'fillAllDetails',
      year: 'fillAllDetails',
    });
    const now = new Date('2025-06-01');
    expect(checkVehicleStep({ ...filled, year: '1975' }, now)).toEqual({ year: 'yearInvalid' });
    expect(checkVehicleStep({ ...filled, year: '2027' }, now)).toEqual({ year: 'yearInvalid' });
    expect(checkVehicleStep({ ...filled, year: '2026' }, now)).toEqual({});
  });

  it('step 2 (details) wants every detail, a city, and whole numbers for kms and price', () => {
    expect(checkDetailsStep(filled)).toEqual({});
    expect(checkDetailsStep({ ...filled, city: '', rto: '' })).toEqual({
      city: 'selectCity',
      rto: 'fillAllDetails',
    });
    expect(sellTexts.en.validation).toMatchObject({ selectCity: 'Please select city' });
    expect(checkDetailsStep({ ...filled, kmsDriven: '64,000', price: '999' })).toEqual({
      kmsDriven: 'numberInvalid',
      price: 'priceInvalid',
    });
  });

  it('step 3 (photos) wants one to eight JPEG, PNG or WebP photos of at most 8 MB', () => {
    const png = { type: 'image/png', size: 2000 };
    expect(checkPhotosStep([])).toEqual({ photos: 'photosRequired' });
    expect(checkPhotosStep([png])).toEqual({});
    expect(checkPhotosStep(Array.from({ length: 9 }, () => png))).toEqual({ photos: 'photoCount' });
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe('photoType');
    expect(checkPhoto({ type: 'image/webp', size: 8 * 1024 * 1024 + 1 })).toBe('photoSize');
  });

  it('step 4 (contact) uses the field-rule name, email and mobile messages', () => {
    expect(checkContactStep(filled)).toEqual({});
    const errors = checkContactStep({ ...filled, name: 'Su', email: 'suresh@', mobile: '98765' });
    expect(errors).toEqual({ name: 'nameTooShort', email: 'emailInvalid', mobile: 'mobileTooShort' });
    expect(sellTexts.en.validation).toMatchObject({
      nameTooShort: 'Name should be at least 3 characters',
      emailInvalid: 'Please provide a valid email address',
      mobileTooShort: 'Mobile number should not be less than 10 digits',
    });
    expect(checkContactStep({ ...filled, name: '', email: '', mobile: '98765432101' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      mobile: 'mobileTooLong',
    });
  });

  it('sends numbers as numbers', () => {
    expect(toAdInput(filled)).toMatchObject({ year: 2020, kmsDriven: 64000, price: 385000 });
  });
});

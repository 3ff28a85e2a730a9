import type { ValidationTexts } from './validation-texts-shape';

/**
 * docs/domain.md#field-rules field messages and the limit messages in Punjabi. Forms import this file alone
 * (`@cvb/validation/texts/pa`), so a language's texts chunk carries only its own words.
 */
export const pa: ValidationTexts = {
  mobileRequired: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਮੋਬਾਈਲ ਨੰਬਰ ਦਰਜ ਕਰੋ',
  mobileTooLong: 'ਮੋਬਾਈਲ ਨੰਬਰ 10 ਅੰਕਾਂ ਤੋਂ ਵੱਧ ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ',
  mobileTooShort: 'ਮੋਬਾਈਲ ਨੰਬਰ 10 ਅੰਕਾਂ ਤੋਂ ਘੱਟ ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ',
  mobileInvalid: 'ਸਹੀ ਮੋਬਾਈਲ ਨੰਬਰ ਦਰਜ ਕਰੋ',
  nameRequired: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਨਾਮ ਦਰਜ ਕਰੋ',
  nameLettersOnly: 'ਨਾਮ ਵਿੱਚ ਸਿਰਫ਼ ਅੱਖਰ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ',
  nameTooShort: 'ਨਾਮ ਘੱਟੋ-ਘੱਟ 3 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  emailRequired: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਈਮੇਲ ਦਰਜ ਕਰੋ',
  emailInvalid: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਦਿਓ',
  subscriptionEmailInvalid: 'ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਦਰਜ ਕਰੋ',
  passwordTooShort: 'ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 6 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  fillAllDetails: 'ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੇ ਵੇਰਵੇ ਭਰੋ',
  fillYourDetails: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੇ ਵੇਰਵੇ ਭਰੋ',
  enterAnyValue: 'ਕਿਰਪਾ ਕਰਕੇ ਕੋਈ ਮੁੱਲ ਦਰਜ ਕਰੋ',
  selectCity: 'ਕਿਰਪਾ ਕਰਕੇ ਸ਼ਹਿਰ ਚੁਣੋ',
  nameTooLong: 'ਨਾਮ 60 ਅੱਖਰਾਂ ਤੋਂ ਵੱਧ ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ',
  emailTooLong: 'ਈਮੇਲ 254 ਅੱਖਰਾਂ ਤੋਂ ਵੱਧ ਨਹੀਂ ਹੋਣੀ ਚਾਹੀਦੀ',
  passwordTooLong: 'ਪਾਸਵਰਡ 128 ਅੱਖਰਾਂ ਤੋਂ ਵੱਧ ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ',
  controlCharacters: 'ਵਿੱਚ ਕੰਟਰੋਲ ਅੱਖਰ ਨਹੀਂ ਹੋਣੇ ਚਾਹੀਦੇ',
  tooDeep: 'ਬਹੁਤ ਡੂੰਘਾਈ ਤੱਕ ਨੇਸਟਡ ਹੈ',
  tooManyLogins: 'ਲੌਗ ਇਨ ਦੀਆਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਕੋਸ਼ਿਸ਼ਾਂ ਹੋਈਆਂ, ਕਿਰਪਾ ਕਰਕੇ ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  tooManyPasswordChanges: 'ਪਾਸਵਰਡ ਦੀਆਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਕੋਸ਼ਿਸ਼ਾਂ ਹੋਈਆਂ, ਕਿਰਪਾ ਕਰਕੇ ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  tooManySubmissions: 'ਬਹੁਤ ਜ਼ਿਆਦਾ ਵਾਰ ਭੇਜਿਆ ਗਿਆ, ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
};

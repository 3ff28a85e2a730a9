import type { ValidationTexts } from './validation-texts-shape';

/**
 * docs/domain.md#field-rules field messages and the limit messages in Hindi. Forms import this file alone
 * (`@cvb/validation/texts/hi`), so a language's texts chunk carries only its own words.
 */
export const hi: ValidationTexts = {
  mobileRequired: 'कृपया अपना मोबाइल नंबर दर्ज करें',
  mobileTooLong: 'मोबाइल नंबर 10 अंकों से ज़्यादा नहीं होना चाहिए',
  mobileTooShort: 'मोबाइल नंबर 10 अंकों से कम नहीं होना चाहिए',
  mobileInvalid: 'सही मोबाइल नंबर दर्ज करें',
  nameRequired: 'कृपया अपना नाम दर्ज करें',
  nameLettersOnly: 'नाम में केवल अक्षर होने चाहिए',
  nameTooShort: 'नाम कम से कम 3 अक्षरों का होना चाहिए',
  emailRequired: 'कृपया अपना ईमेल दर्ज करें',
  emailInvalid: 'कृपया सही ईमेल पता दें',
  subscriptionEmailInvalid: 'कृपया सही ईमेल पता दर्ज करें',
  passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  fillAllDetails: 'कृपया सभी विवरण भरें',
  fillYourDetails: 'कृपया अपना विवरण भरें',
  enterAnyValue: 'कृपया कोई मान दर्ज करें',
  selectCity: 'कृपया शहर चुनें',
  nameTooLong: 'नाम 60 अक्षरों से ज़्यादा नहीं होना चाहिए',
  emailTooLong: 'ईमेल 254 अक्षरों से ज़्यादा नहीं होना चाहिए',
  passwordTooLong: 'पासवर्ड 128 अक्षरों से ज़्यादा नहीं होना चाहिए',
  controlCharacters: 'में नियंत्रण वर्ण नहीं होने चाहिए',
  tooDeep: 'बहुत गहराई तक नेस्टेड है',
  tooManyLogins: 'लॉग इन के बहुत ज़्यादा प्रयास हुए, कृपया कुछ मिनट बाद फिर कोशिश करें',
  tooManyPasswordChanges: 'पासवर्ड के बहुत ज़्यादा प्रयास हुए, कृपया कुछ मिनट बाद फिर कोशिश करें',
  tooManySubmissions: 'बहुत ज़्यादा बार भेजा गया, कृपया बाद में फिर कोशिश करें',
};

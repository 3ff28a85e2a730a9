import type { ValidationTexts } from './validation-texts-shape';

/**
 * docs/domain.md#field-rules field messages and the limit messages in Marathi. Forms import this file alone
 * (`@cvb/validation/texts/mr`), so a language's texts chunk carries only its own words.
 */
export const mr: ValidationTexts = {
  mobileRequired: 'कृपया तुमचा मोबाइल नंबर टाका',
  mobileTooLong: 'मोबाइल नंबर 10 अंकांपेक्षा जास्त नसावा',
  mobileTooShort: 'मोबाइल नंबर 10 अंकांपेक्षा कमी नसावा',
  mobileInvalid: 'योग्य मोबाइल नंबर टाका',
  nameRequired: 'कृपया तुमचे नाव टाका',
  nameLettersOnly: 'नावात फक्त अक्षरे असावीत',
  nameTooShort: 'नाव किमान 3 अक्षरांचे असावे',
  emailRequired: 'कृपया तुमचा ईमेल टाका',
  emailInvalid: 'कृपया वैध ईमेल पत्ता द्या',
  subscriptionEmailInvalid: 'कृपया वैध ईमेल पत्ता टाका',
  passwordTooShort: 'पासवर्ड किमान 6 अक्षरांचा असावा',
  fillAllDetails: 'कृपया सर्व तपशील भरा',
  fillYourDetails: 'कृपया तुमचा तपशील भरा',
  enterAnyValue: 'कृपया एखादे मूल्य टाका',
  selectCity: 'कृपया शहर निवडा',
  nameTooLong: 'नाव 60 अक्षरांपेक्षा जास्त नसावे',
  emailTooLong: 'ईमेल 254 अक्षरांपेक्षा जास्त नसावा',
  passwordTooLong: 'पासवर्ड 128 अक्षरांपेक्षा जास्त नसावा',
  controlCharacters: 'मध्ये नियंत्रण वर्ण नसावेत',
  tooDeep: 'खूप खोलवर नेस्टेड आहे',
  tooManyLogins: 'लॉग इनचे खूप जास्त प्रयत्न झाले, कृपया काही मिनिटांनी पुन्हा प्रयत्न करा',
  tooManyPasswordChanges: 'पासवर्डचे खूप जास्त प्रयत्न झाले, कृपया काही मिनिटांनी पुन्हा प्रयत्न करा',
  tooManySubmissions: 'खूप जास्त वेळा पाठवले, कृपया नंतर पुन्हा प्रयत्न करा',
};

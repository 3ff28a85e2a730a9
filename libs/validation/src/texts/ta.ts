import type { ValidationTexts } from './validation-texts-shape';

/**
 * docs/domain.md#field-rules field messages and the limit messages in Tamil. Forms import this file alone
 * (`@cvb/validation/texts/ta`), so a language's texts chunk carries only its own words.
 */
export const ta: ValidationTexts = {
  mobileRequired: 'உங்கள் மொபைல் எண்ணை உள்ளிடவும்',
  mobileTooLong: 'மொபைல் எண் 10 இலக்கங்களுக்கு மேல் இருக்கக்கூடாது',
  mobileTooShort: 'மொபைல் எண் 10 இலக்கங்களுக்குக் குறைவாக இருக்கக்கூடாது',
  mobileInvalid: 'சரியான மொபைல் எண்ணை உள்ளிடவும்',
  nameRequired: 'உங்கள் பெயரை உள்ளிடவும்',
  nameLettersOnly: 'பெயரில் எழுத்துகள் மட்டுமே இருக்க வேண்டும்',
  nameTooShort: 'பெயர் குறைந்தது 3 எழுத்துகள் இருக்க வேண்டும்',
  emailRequired: 'உங்கள் மின்னஞ்சலை உள்ளிடவும்',
  emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை வழங்கவும்',
  subscriptionEmailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  passwordTooShort: 'கடவுச்சொல் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்',
  fillAllDetails: 'அனைத்து விவரங்களையும் நிரப்பவும்',
  fillYourDetails: 'உங்கள் விவரங்களை நிரப்பவும்',
  enterAnyValue: 'ஏதேனும் ஒரு மதிப்பை உள்ளிடவும்',
  selectCity: 'நகரத்தைத் தேர்ந்தெடுக்கவும்',
  nameTooLong: 'பெயர் 60 எழுத்துகளுக்கு மேல் இருக்கக்கூடாது',
  emailTooLong: 'மின்னஞ்சல் 254 எழுத்துகளுக்கு மேல் இருக்கக்கூடாது',
  passwordTooLong: 'கடவுச்சொல் 128 எழுத்துகளுக்கு மேல் இருக்கக்கூடாது',
  controlCharacters: 'கட்டுப்பாட்டு எழுத்துகள் இருக்கக்கூடாது',
  tooDeep: 'மிக ஆழமாக உள்ளமைக்கப்பட்டுள்ளது',
  tooManyLogins: 'அதிகமான உள்நுழைவு முயற்சிகள், சில நிமிடங்களில் மீண்டும் முயற்சிக்கவும்',
  tooManyPasswordChanges: 'அதிகமான கடவுச்சொல் முயற்சிகள், சில நிமிடங்களில் மீண்டும் முயற்சிக்கவும்',
  tooManySubmissions: 'அதிகமான சமர்ப்பிப்புகள், பிறகு மீண்டும் முயற்சிக்கவும்',
};

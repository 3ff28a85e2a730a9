import type { ValidationTexts } from './validation-texts-shape';

/**
 * docs/domain.md#field-rules field messages and the limit messages in Telugu. Forms import this file alone
 * (`@cvb/validation/texts/te`), so a language's texts chunk carries only its own words.
 */
export const te: ValidationTexts = {
  mobileRequired: 'దయచేసి మీ మొబైల్ నంబర్ నమోదు చేయండి',
  mobileTooLong: 'మొబైల్ నంబర్ 10 అంకెలకు మించకూడదు',
  mobileTooShort: 'మొబైల్ నంబర్ 10 అంకెల కంటే తక్కువ ఉండకూడదు',
  mobileInvalid: 'సరైన మొబైల్ నంబర్ నమోదు చేయండి',
  nameRequired: 'దయచేసి మీ పేరు నమోదు చేయండి',
  nameLettersOnly: 'పేరులో అక్షరాలు మాత్రమే ఉండాలి',
  nameTooShort: 'పేరు కనీసం 3 అక్షరాలు ఉండాలి',
  emailRequired: 'దయచేసి మీ ఈమెయిల్ నమోదు చేయండి',
  emailInvalid: 'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి',
  subscriptionEmailInvalid: 'దయచేసి సరైన ఈమెయిల్ చిరునామా నమోదు చేయండి',
  passwordTooShort: 'పాస్‌వర్డ్ కనీసం 6 అక్షరాలు ఉండాలి',
  fillAllDetails: 'దయచేసి అన్ని వివరాలు నింపండి',
  fillYourDetails: 'దయచేసి మీ వివరాలు నింపండి',
  enterAnyValue: 'దయచేసి ఏదైనా విలువ నమోదు చేయండి',
  selectCity: 'దయచేసి నగరాన్ని ఎంచుకోండి',
  nameTooLong: 'పేరు 60 అక్షరాలకు మించకూడదు',
  emailTooLong: 'ఈమెయిల్ 254 అక్షరాలకు మించకూడదు',
  passwordTooLong: 'పాస్‌వర్డ్ 128 అక్షరాలకు మించకూడదు',
  controlCharacters: 'లో నియంత్రణ అక్షరాలు ఉండకూడదు',
  tooDeep: 'చాలా లోతుగా నెస్ట్ చేయబడింది',
  tooManyLogins: 'చాలా ఎక్కువ లాగిన్ ప్రయత్నాలు, దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి',
  tooManyPasswordChanges: 'చాలా ఎక్కువ పాస్‌వర్డ్ ప్రయత్నాలు, దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి',
  tooManySubmissions: 'చాలా ఎక్కువ సమర్పణలు, దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి',
};

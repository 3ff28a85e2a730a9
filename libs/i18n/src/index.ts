export * from './locales';
export * from './locale-path';
export * from './create-i18n';
export * from './lazy-texts';
export * from './translation-completeness';
export { commonTexts } from './common-texts';
export { cityName, placeName, stateName } from './place-names';

export { errorKind, type ErrorKind } from './error-kind';
export { errorText, useErrorText, type ErrorTextOverrides } from './error-text';
export { errorTexts } from './texts';

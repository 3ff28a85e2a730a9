export { errorKind, type ErrorKind } from './error-kind';
export { useErrorText, type ErrorTextOverrides } from './error-text';

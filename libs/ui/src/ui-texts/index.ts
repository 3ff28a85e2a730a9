export { uiLazyTexts } from './lazy';
export { useUiText, type UiText } from './use-ui-text';

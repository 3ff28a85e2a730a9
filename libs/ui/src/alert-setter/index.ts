export { AlertSetter, openLoginDialog, type AlertSetterProps } from './alert-setter';

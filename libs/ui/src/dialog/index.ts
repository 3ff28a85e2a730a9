export { Dialog, type DialogProps } from './dialog';
export { DialogBody } from './dialog-styles';

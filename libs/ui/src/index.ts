export * from './theme';
export * from './global-style';
export * from './layout';
export * from './button';
export * from './error-panel';
export * from './loader';
export * from './theme-root';
export type {} from './styled-theme';
export * from './use-dialog-focus';

export * from './alert-rules';
export * from './alert-calls';
export * from './alert-messages';
export * from './alert-push';

export * from './account-user';
export * from './answer';
export * from './otp';
export * from './credentials';
export * from './messages';

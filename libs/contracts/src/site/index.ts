export * from './search';
export * from './header-data';
export * from './subscription';
export * from './contact';
export * from './auto-expo';

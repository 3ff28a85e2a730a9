export * from './ad-options';

export * from './ad-options';
export * from './used-vehicle-ad';

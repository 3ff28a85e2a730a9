export * from './ad-options';
export * from './used-vehicle-ad';
export * from './ad-catalogue';
export * from './ad-constants';

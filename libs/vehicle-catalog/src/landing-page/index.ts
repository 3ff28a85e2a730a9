export * from './landing-page';
export * from './popular-models-widget';

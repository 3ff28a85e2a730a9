export * from './landing-page';
export * from './popular-models-widget';
export * from './popular-widget-mount';

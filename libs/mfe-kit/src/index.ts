export * from './create-remote';
export * from './texts-ready';
export * from './remote-root';
export * from './remote-error-boundary';
export * from './remote-loader';
export * from './remote-not-found';
export * from './api-data-view';
export * from './page-origin';

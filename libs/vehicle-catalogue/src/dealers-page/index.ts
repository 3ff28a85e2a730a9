export * from './dealers-home-page';
export * from './brand-dealers-page';
export * from './city-dealers-page';
export * from './dealer-paths';
export * from './texts';

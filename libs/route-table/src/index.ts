export * from './route-table';
export * from './activity';

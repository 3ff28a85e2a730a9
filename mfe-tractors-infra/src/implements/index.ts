export { ImplementsPage } from './implements-page';

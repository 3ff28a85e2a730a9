export { Header } from './header';

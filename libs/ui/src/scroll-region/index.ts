export { ScrollRegion, type ScrollRegionProps } from './scroll-region';

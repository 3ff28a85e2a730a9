export { UsedOfModel } from './used-of-model';
export { useUsedListLinks } from './used-list-links';

import { removeSeededCopies } from './seeded-templates';

export default removeSeededCopies;

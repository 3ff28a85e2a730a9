import { removeSeededPgliteImage } from './seeded-templates';

export default removeSeededPgliteImage;

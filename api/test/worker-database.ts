import { pointAtWorkerDatabase } from './seeded-templates';

pointAtWorkerDatabase();

import { pointAtFileDatabase } from './seeded-templates';

pointAtFileDatabase();

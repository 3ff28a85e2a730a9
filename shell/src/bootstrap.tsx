import { startShell } from './start-shell';

void startShell();

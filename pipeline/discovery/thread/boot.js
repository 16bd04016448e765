// A discovery thread started from the sources (a built origin starts the bundled run-thread instead): TypeScript is
// loaded through tsx, which a worker thread has to register for itself.
import { register } from 'tsx/esm/api';

register();
await import('./run-thread.ts');

// Writes .env.example from the configuration schema (server/env-example.ts).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderEnvExample } from '../server/env-example.ts';

writeFileSync(resolve(import.meta.dirname, '../.env.example'), renderEnvExample());

// Writes .env.example and the Dockerfile's settings from the configuration schema (server/config/env-example.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderEnvExample, withDockerSettings } from '../server/config/env-example.ts';

const root = resolve(import.meta.dirname, '..');
writeFileSync(resolve(root, '.env.example'), renderEnvExample());
writeFileSync(resolve(root, 'Dockerfile'), withDockerSettings(readFileSync(resolve(root, 'Dockerfile'), 'utf8')));

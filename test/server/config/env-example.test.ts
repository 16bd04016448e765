import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { renderEnvExample, withDockerSettings } from '../../../server/config/env-example.ts';

const ENV_EXAMPLE = resolve(import.meta.dirname, '../../../.env.example');
const DOCKERFILE = resolve(import.meta.dirname, '../../../Dockerfile');

describe('.env.example', () => {
  it('is what the configuration schema generates (npm run env:example)', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8'), '.env.example is stale: run npm run env:example').toBe(renderEnvExample());
  });

  it("gives every setting its default in the Dockerfile's ENV (npm run env:example)", () => {
    const dockerfile = readFileSync(DOCKERFILE, 'utf8');
    expect(dockerfile, "the Dockerfile's settings are stale: run npm run env:example").toBe(withDockerSettings(dockerfile));
    expect(dockerfile).toContain('DATA_DIR="/data"');
  });

  it('loads as it stands into the same configuration as an empty environment', () => {
    const env = Object.fromEntries(
      readFileSync(ENV_EXAMPLE, 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z]/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env).length).toBeGreaterThan(30);
    // As data: the proxy trust holds a function built anew per load.
    const asData = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(asData(loadConfig(env))).toEqual(asData(loadConfig({})));
  });
});

// compose.yaml: valid for Debian's docker-compose (when installed), and wired to what the repository ships.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { requireBinaryOrSkip } from '../helpers/system-binary.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const compose = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');
const DOCKER_COMPOSE = { debianPackage: 'docker-compose', envVar: 'LOGOS_TEST_DOCKER_COMPOSE', candidates: ['/usr/bin/docker-compose'] };
const binary = requireBinaryOrSkip('test/deploy/compose.test.ts (validation)', DOCKER_COMPOSE);

describe('compose.yaml', () => {
  it.skipIf(!binary)('passes docker-compose config with .env made from .env.example', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logos-compose-'));
    try {
      copyFileSync(join(ROOT, 'compose.yaml'), join(dir, 'compose.yaml'));
      writeFileSync(join(dir, '.env'), `${readFileSync(join(ROOT, '.env.example'), 'utf8')}POSTGRES_PASSWORD=secret\nMINIO_ROOT_PASSWORD=secret-too\n`);
      const { stdout } = await promisify(execFile)(binary!, ['-f', 'compose.yaml', 'config'], { cwd: dir, timeout: 60_000 });
      // The settings the containers need win over .env's defaults for a checkout.
      expect(stdout).toContain('DATA_DIR: /data');
      expect(stdout).toContain('replicas: 2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs every part of the stack, the nightly build as a one-off', () => {
    for (const service of ['edge', 'origin', 'discovery', 'usage-ingest', 'nightly', 'postgres', 'redis', 'minio', 'minio-bucket']) {
      expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    expect(compose).toMatch(/nightly:\n(?:    .*\n)*    profiles: \[nightly\]/);
  });

  it("mounts every file of deploy/nginx the edge's template includes", () => {
    const files = readdirSync(join(ROOT, 'deploy/nginx'));
    const template = readFileSync(join(ROOT, 'deploy/nginx/logos.conf.template'), 'utf8');
    // Includes are followed into the files they name, as nginx does.
    const includesOf = (text: string): string[] => [...text.matchAll(/^\s*include\s+(\S+);/gm)].map((match) => match[1]!);
    const included = new Set<string>();
    for (const pending = includesOf(template); pending.length > 0; ) {
      const file = pending.pop()!;
      if (included.has(file)) continue;
      included.add(file);
      pending.push(...includesOf(readFileSync(join(ROOT, 'deploy/nginx', file), 'utf8')));
    }
    expect(included).toEqual(new Set(files.filter((file) => file.endsWith('.conf'))));
    for (const file of files) expect(compose).toContain(`./deploy/nginx/${file}:/etc/nginx/${file.endsWith('.template') ? `templates/${file}` : file}:ro`);
    // Every placeholder of the template is given to the edge.
    for (const [, name] of template.matchAll(/\$\{(LOGOS_[A-Z_]+)\}/g)) expect(compose).toMatch(new RegExp(`^      ${name}: `, 'm'));
  });
});

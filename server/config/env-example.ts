// .env.example, generated from the configuration schema: every variable the origin and the CLI read, with its default.
import { configSchema } from './index.ts';

interface SchemaDef {
  type: string;
  defaultValue?: unknown;
  in?: { _zod: { def: SchemaDef } };
}

/** The default as the environment spells it, or undefined when the variable is unset by default. */
function defaultOf(schema: { _zod: { def: SchemaDef } }, parsed: unknown): string | undefined {
  const def = schema._zod.def;
  if (def.type === 'default') return String(def.defaultValue);
  // A transformed variable: the default before the transform, else a flag's parsed value.
  const inner = def.type === 'pipe' ? def.in?._zod.def : undefined;
  if (inner?.type === 'default') return String(inner.defaultValue);
  if (typeof parsed === 'boolean' || typeof parsed === 'number') return String(parsed);
  if (def.type === 'pipe') return '';
  return undefined;
}

/** Every setting in the schema's order with its default as the environment spells it (undefined: unset). */
export function settingDefaults(): [name: string, fallback: string | undefined][] {
  const parsed = configSchema.parse({}) as Record<string, unknown>;
  return Object.entries(configSchema.shape).map(([name, schema]) => [name, defaultOf(schema as unknown as { _zod: { def: SchemaDef } }, parsed[name])]);
}

/** Where the image differs from a checkout: its data lives in the /data volume. */
export const IMAGE_SETTINGS: Record<string, string> = { DATA_DIR: '/data' };
const BEGIN = '# BEGIN settings (generated from server/config/index.ts by `npm run env:example`; every setting has its default here)';
const END = '# END settings';

/** The Dockerfile with its ENV block of every setting that has a default, regenerated. */
export function withDockerSettings(dockerfile: string): string {
  const start = dockerfile.indexOf(BEGIN);
  const end = dockerfile.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`the Dockerfile lacks the lines "${BEGIN}" and "${END}"`);
  const settings = settingDefaults()
    .filter(([, fallback]) => fallback !== undefined)
    .map(([name, fallback]) => `${name}=${JSON.stringify(IMAGE_SETTINGS[name] ?? fallback)}`);
  const block = `ENV ${settings.join(' \\\n    ')}\n`;
  return `${dockerfile.slice(0, start)}${BEGIN}\n${block}${dockerfile.slice(end)}`;
}

export function renderEnvExample(): string {
  const lines = [
    '# Every variable the origin (`logos serve`) and the CLI read, with its default; generated from server/config/index.ts',
    '# by `npm run env:example` (a test fails when this file is stale). Commented lines are unset by default.',
    '',
  ];
  for (const [name, fallback] of settingDefaults()) lines.push(fallback === undefined ? `# ${name}=` : `${name}=${fallback}`);
  return `${lines.join('\n')}\n`;
}

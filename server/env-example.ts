// .env.example, generated from the configuration schema: every variable the origin and the CLI read, with its default.
import { configSchema } from './config.ts';

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

export function renderEnvExample(): string {
  const parsed = configSchema.parse({}) as Record<string, unknown>;
  const lines = [
    '# Every variable the origin (`logos serve`) and the CLI read, with its default; generated from server/config.ts',
    '# by `npm run env:example` (a test fails when this file is stale). Commented lines are unset by default.',
    '',
  ];
  for (const [name, schema] of Object.entries(configSchema.shape)) {
    const fallback = defaultOf(schema as unknown as { _zod: { def: SchemaDef } }, parsed[name]);
    lines.push(fallback === undefined ? `# ${name}=` : `${name}=${fallback}`);
  }
  return `${lines.join('\n')}\n`;
}

// The import rules of the source tree: the layers and no cycle, checked by test/architecture/imports.test.ts
// (see docs/architecture.md).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'layers',
      severity: 'error',
      comment: 'Imports point one way: cli -> server -> pipeline -> catalog | state -> db (docs/architecture.md).',
      from: { path: '^(catalog|state|db)/' },
      to: { path: '^(cli|server|pipeline)/' },
    },
    {
      name: 'catalog-apart-from-state',
      severity: 'error',
      comment: 'The catalog is rebuilt by the pipeline while state must never be lost: neither imports the other.',
      from: { path: '^catalog/' },
      to: { path: '^state/' },
    },
    {
      name: 'state-apart-from-catalog',
      severity: 'error',
      comment: 'The catalog is rebuilt by the pipeline while state must never be lost: neither imports the other.',
      from: { path: '^state/' },
      to: { path: '^catalog/' },
    },
    {
      name: 'db-below-all',
      severity: 'error',
      comment: 'db/ is what catalog and state share; it imports neither.',
      from: { path: '^db/' },
      to: { path: '^(catalog|state)/' },
    },
    {
      name: 'server-below-cli',
      severity: 'error',
      comment: 'The CLI wires commands onto the server and pipeline; nothing below imports it.',
      from: { path: '^(server|pipeline|catalog|state|db)/' },
      to: { path: '^cli/' },
    },
    {
      name: 'pipeline-below-server',
      severity: 'error',
      comment: 'The pipeline makes images for the server and the CLI; it knows neither.',
      from: { path: '^pipeline/' },
      to: { path: '^(server|cli)/' },
    },
    {
      name: 'server-folders-below-entry-points',
      severity: 'error',
      comment: 'server/ folders hold concerns; only the entry points at its root (app, start, listen) assemble them.',
      from: { path: '^server/[^/]+/' },
      to: { path: '^server/(app|start|listen)[.]ts$' },
    },
    {
      name: 'config-below-handlers',
      severity: 'error',
      comment: 'Settings are parsed before anything runs: server/config/ imports no route, middleware or store.',
      from: { path: '^server/config/' },
      to: { path: '^server/(routes|dashboard|mcp|accounts|usage|discovery|logo|http|catalog|webhooks|edge)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules are one concept split in two, or a type lives in the wrong module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count: a cycle of types still ties two modules together.
    tsPreCompilationDeps: true,
    // TypeScript 7 has no JavaScript API for the cruiser to parse with; swc parses TypeScript and keeps type imports.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|test|bench)/', '[.]tsx$'] },
  },
};

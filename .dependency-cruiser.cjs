// The import rules of the source tree, checked by test/architecture/imports.test.ts (see docs/architecture.md).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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

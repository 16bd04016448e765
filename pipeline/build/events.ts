// What a build reports as it goes and when it is done, for the CLI's progress and --json output.

export interface BuildSummary {
  domains: number;
  rendered: number;
  skipped: number;
  failed: number;
  deleted: number;
  bytes: number;
  seconds: number;
}

export type BuildEvent =
  | { event: 'start'; domains: number; jobs: number }
  | { event: 'rendered' | 'skipped'; key: string; bytes: number }
  | { event: 'failed'; key: string; error: string }
  | { event: 'deleted'; key: string }
  | { event: 'missing'; domain: string }
  | { event: 'done'; summary: BuildSummary };

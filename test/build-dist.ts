// Vitest's global setup: builds dist/ from the sources before any test starts, so a CLI or origin a test starts runs
// the current code as users run it (cli/logos.js would run the sources instead of a build older than them).
import { buildDist } from '../scripts/build.ts';

export default async function setup(): Promise<void> {
  await buildDist();
}

// Rate-limit windows are calendar minutes. An origin in this process takes a fixed clock instead, so a test that
// counts to a limit never straddles two windows; origins in other processes (the end-to-end suites) read the wall
// clock, so those tests start well inside a minute.

/** 20 s into a minute: a test's clock for in-process origins. */
export const TWENTY_SECONDS_INTO_A_MINUTE = Date.UTC(2026, 0, 15, 12, 30, 20);

export async function awayFromMinuteBoundary(marginMs = 15_000): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  // Part of what such a test needs: the wall clock has to pass the boundary before it starts counting.
  if (intoMinute > 60_000 - marginMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
}

// Rate-limit windows turn over at each minute; tests that count to a limit start well inside one.
export async function awayFromMinuteBoundary(marginMs = 5000): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - marginMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
}

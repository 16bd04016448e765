// The render flood's requests, sent from a process of their own. Sent from the soak's process, their 120 answers
// arriving together stalled that process's event loop, and the probes beside them measured that stall as the
// origin's: up to 150-250 ms where probes from another process saw the origin answer within 20 ms.
// Argument: JSON {urls, headers}. Prints JSON [{status, ms}] in the order of urls.
const { urls, headers } = JSON.parse(process.argv[2]);
const answers = await Promise.all(
  urls.map(async (url) => {
    const started = performance.now();
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(300_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }),
);
process.stdout.write(JSON.stringify(answers));

// Preloaded into every benchmarked server (--import): answers the parent's "cpu-usage" message with the server's own
// process.cpuUsage(), so the bench reads CPU in microseconds from inside the process, not in 10 ms /proc ticks.
process.on('message', (message) => {
  if (message !== 'cpu-usage') return;
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuUsageUs: user + system });
});
// The listener must not keep a server alive after SIGTERM has closed it.
process.channel?.unref();

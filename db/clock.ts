// Milliseconds on a clock that never jumps, for the memos that look for other connections' writes now and then:
// process.uptime() reads the same monotonic clock as performance.now() without loading perf_hooks, which a short
// command would load for this alone.
export const monotonicMs = (): number => process.uptime() * 1000;

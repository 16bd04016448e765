// The node flags an origin is started with where this project starts one (`npm start`, the Docker image, the
// benches). V8's young generation is capped at 4 MB a semi-space: at its default, start-up alone grows it to a size
// an origin then keeps (BENCHMARK.md). The launcher's first line carries no flag for every command: any V8 flag makes
// node compile its own modules without their code cache, which cost a short command more than its whole lookup.

/** Node flags for a long-running `logos serve`. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config/index.ts';

describe('render configuration', () => {
  it('has a deadline, a bounded queue and a failure memory by default', () => {
    const { render } = loadConfig({});
    expect(render).toMatchObject({ deadlineMs: 10_000, queueMax: 8, failureTtlMs: 900_000, recycleAfter: 500 });
    expect(render.processes).toBeGreaterThanOrEqual(1);
  });

  it('reads every RENDER_* variable', () => {
    const env = { RENDER_PROCESSES: '3', RENDER_DEADLINE_MS: '2500', RENDER_QUEUE_MAX: '0', RENDER_FAILURE_TTL_S: '60', RENDER_RECYCLE_AFTER: '10' };
    expect(loadConfig(env).render).toEqual({ processes: 3, deadlineMs: 2500, queueMax: 0, failureTtlMs: 60_000, recycleAfter: 10 });
  });

  it.each([
    [{ RENDER_PROCESSES: '0' }, 'RENDER_PROCESSES'],
    [{ RENDER_DEADLINE_MS: '10s' }, 'RENDER_DEADLINE_MS'],
    [{ RENDER_QUEUE_MAX: '-1' }, 'RENDER_QUEUE_MAX'],
    [{ RENDER_FAILURE_TTL_S: '0' }, 'RENDER_FAILURE_TTL_S'],
  ])('names the variable when %o is invalid', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

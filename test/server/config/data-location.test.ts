// The lookup commands read where the data lives without the whole configuration: they must read it as
// loadConfig does, the same paths from the same settings and the same message for the same mistake.
import { describe, expect, it } from 'vitest';
import { dataLocationOf } from '../../../server/config/data-location.ts';
import { ConfigError, loadConfig } from '../../../server/config/index.ts';

describe('dataLocationOf', () => {
  it.each([
    [{}],
    [{ DATA_DIR: '/srv/logos', LOG_LEVEL: 'warn' }],
    [{ DATA_DIR: 'relative/data', STATE_URL: 'postgresql://logos@db/logos', LOG_LEVEL: 'silent' }],
  ])('reads %j as loadConfig does', (env) => {
    const config = loadConfig(env);
    expect(dataLocationOf(env)).toEqual({
      dataDir: config.dataDir,
      catalogPath: config.catalogPath,
      statePath: config.statePath,
      stateUrl: config.stateUrl,
      logLevel: config.logLevel,
    });
  });

  it.each([
    [{ STATE_URL: 'mysql://db/logos' }, /STATE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: must be one of debug, info, warn, error, silent, got "loud"/],
    [{ DATA_DIR: '' }, /DATA_DIR: must not be empty/],
  ])('refuses %j with the message loadConfig gives', (env, message) => {
    expect(() => dataLocationOf(env)).toThrow(ConfigError);
    expect(() => dataLocationOf(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('leaves settings it does not read to the commands that read them', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(dataLocationOf({ PORT: 'abc' }).catalogPath).toMatch(/data\/catalog\.db$/);
  });
});

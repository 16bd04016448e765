import { afterEach, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

let origin: TestOrigin | undefined;
afterEach(() => origin?.cleanup());

describe('GET /health', () => {
  it('reports ok with the date and a connected database', async () => {
    origin = await createTestOrigin({ seed: false });
    const response = await origin.request('/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; date: string; database: { connected: boolean } };
    expect(body).toEqual({ status: 'ok', date: expect.any(String), database: { connected: true } });
    expect(Math.abs(Date.parse(body.date) - Date.now())).toBeLessThan(5000);
  });

  it('answers 503 with connected:false when the database is unreachable', async () => {
    origin = await createTestOrigin({ seed: false });
    origin.deps.catalogDb.close();
    const response = await origin.request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ database: { connected: false } });
  });
});

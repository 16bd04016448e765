import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/errors.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

interface Parameter {
  name: string;
  in: string;
  description?: string;
  example?: unknown;
  schema?: { example?: unknown };
}
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: { code?: string } }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let origin: TestOrigin;
let operations: { id: string; operation: Operation }[];

beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
  const document = (await (await origin.request('/api/open-api')).json()) as Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ id: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(() => origin.cleanup());

// What Swagger UI, Redoc and client generators show a reader: a summary and description per operation, and a
// description and example per parameter.
describe('GET /api/open-api for API tools', () => {
  it('gives every operation a summary and a description', () => {
    expect(operations.length).toBeGreaterThan(10);
    const bare = operations.filter(({ operation }) => !operation.summary?.trim() || !operation.description?.trim()).map(({ id }) => id);
    expect(bare).toEqual([]);
  });

  it('gives every parameter a description and an example', () => {
    const bare = operations.flatMap(({ id, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => !parameter.description?.trim() || (parameter.example ?? parameter.schema?.example) === undefined)
        .map((parameter) => `${id} ${parameter.in} ${parameter.name}`),
    );
    expect(bare).toEqual([]);
  });

  it('shows a real error body as the example of every error response', () => {
    expect(JSON.stringify(operations)).toContain('#/components/schemas/Error');
    const missing = operations.flatMap(({ id, operation }) =>
      Object.entries(operation.responses)
        .filter(([, response]) => response.content?.['application/json']?.schema?.$ref === '#/components/schemas/Error')
        .filter(([, response]) => !Object.keys(ERROR_CODES).includes(response.content?.['application/json']?.example?.code ?? ''))
        .map(([status]) => `${id} ${status}`),
    );
    expect(missing).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demo, startDemoBackend } from '../support/openapiDemo';
import { checkReads, notCallable, readOperations } from '../support/openapiReads';

/**
 * Every read (GET) of openapi/console.json, called on the demo backend over HTTP and its answer
 * validated by Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses it) against the document's own
 * success schema: a mismatch names the operation and the field (tests/support/openapiReads.ts).
 * The writes: openapiDemoWrites.test.ts.
 */
startDemoBackend();

describe('the OpenAPI document against the demo backend', () => {
  it("answers every read as the document's schemas say", async () => {
    demo.backend.setMode('normal');
    const { problems, validated } = await checkReads();
    expect(problems).toEqual([]);
    expect(validated).toBe(readOperations().length - Object.keys(notCallable).length);
    expect(validated).toBeGreaterThan(100);
  });

  it('names the operation and the field of an answer that does not fit', async () => {
    // Objects where text is expected (scripts/misbehavingBackend.mjs).
    demo.backend.setMode('wrongTypes');
    const { problems } = await checkReads();
    demo.backend.setMode('normal');
    const clientList = problems.find((problem) => problem.startsWith('GET /client/list ('));
    expect(clientList).toMatch(/does not fit: .*\/data\/list\/0\/clientSN must be/);
  });
});

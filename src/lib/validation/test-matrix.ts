import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

/** One row per rule: values that pass, and values that fail with the exact message. */
export type RuleCase = {
  rule: string;
  schema: v.GenericSchema;
  pass: unknown[];
  fail: [unknown, string][];
};

export function messagesOf(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

/** Runs a rule matrix (imported by the *.test.ts files only). */
export function runMatrix(cases: RuleCase[]): void {
  describe.each(cases)('$rule', ({ schema, pass, fail }) => {
    it.each(pass.map((value) => [value]))('passes %j', (value) => {
      expect(messagesOf(schema, value)).toEqual([]);
    });

    it.each(fail)('fails %j with the exact message', (value, message) => {
      expect(messagesOf(schema, value)).toEqual([message]);
    });
  });
}

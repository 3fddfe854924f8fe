import type * as v from 'valibot';

/**
 * An issue's message. Valibot reports a missing entry of an object with the object's own message
 * ('Campo desconhecido' on our strict objects), which named a missing field as unknown.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const missing = (issue.type === 'strict_object' || issue.type === 'object') && issue.received === 'undefined';
  return missing ? 'Campo obrigatório' : issue.message;
}

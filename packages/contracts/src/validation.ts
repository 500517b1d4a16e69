import type * as z from 'zod';
import type { Lang } from './lang.ts';
import {
  formatMessage,
  isValidationMessageKey,
  type ValidationMessageKey,
} from './validation-messages.ts';

type Issue = z.core.$ZodIssue;

/** The bound a too small or too big value missed, for a schema's own message to name. */
function boundsOf(issue: Issue): Record<string, number> {
  if (issue.code === 'too_small') return { minimum: Number(issue.minimum) };
  if (issue.code === 'too_big') return { maximum: Number(issue.maximum) };
  return {};
}

/**
 * Chooses the message key and its parameters for one zod issue. A missing value is told
 * apart from a wrong one only when the issue carries its input: parse with `reportInput: true`.
 */
/**
 * zod 4 gives a schema's own message (`z.string('required')`, for a missing value) to each of
 * its checks that names none: "required" then stands for a value too long, too short or of the
 * wrong form, which the issue's code describes instead (a missing value keeps it).
 */
function leakedRequired(issue: Issue): boolean {
  if (issue.message !== 'required') return false;
  if (issue.code === 'too_small') return Number(issue.minimum) > 1;
  return (
    issue.code === 'too_big' || issue.code === 'invalid_format' || issue.code === 'not_multiple_of'
  );
}

export function describeIssue(issue: Issue): {
  key: ValidationMessageKey;
  params: Record<string, string | number>;
} {
  if (isValidationMessageKey(issue.message) && !leakedRequired(issue)) {
    return { key: issue.message, params: boundsOf(issue) };
  }
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return { key: 'required', params: {} };
      if (issue.expected === 'number' || issue.expected === 'int')
        return { key: 'not_a_number', params: {} };
      return { key: 'invalid_type', params: {} };
    case 'too_small': {
      const params = { minimum: Number(issue.minimum) };
      if (issue.origin === 'string') return { key: 'too_small_string', params };
      return { key: issue.inclusive === false ? 'greater_than' : 'too_small_number', params };
    }
    case 'too_big': {
      const params = { maximum: Number(issue.maximum) };
      if (issue.origin === 'string') return { key: 'too_big_string', params };
      return { key: issue.inclusive === false ? 'less_than' : 'too_big_number', params };
    }
    case 'invalid_value':
      return { key: 'invalid_choice', params: { values: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return issue.format === 'email'
        ? { key: 'invalid_email', params: {} }
        : { key: 'invalid_format', params: {} };
    case 'unrecognized_keys':
      return { key: 'unknown_field', params: { keys: issue.keys.join(', ') } };
    case 'not_multiple_of':
      return { key: 'not_an_integer', params: {} };
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return { key: 'invalid', params: {} };
  }
}

/** Groups zod issues as `{ field: [text] }` in the given language. */
export function fieldErrors(issues: readonly Issue[], lang: Lang): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const { key, params } = describeIssue(issue);
    (errors[field] ??= []).push(formatMessage(key, lang, params));
  }
  return errors;
}

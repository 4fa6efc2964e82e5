import { MAX_INPUT_DEPTH, MAX_STRING_LENGTH } from './limits';
import { textProblem } from './text-input';

export interface InputProblem {
  /** The key nearest the problem ("name", "emotionalTags"), or "body" at the top. */
  field: string;
  message: string;
}

/**
 * The edge check every request passes (GraphQL body and variables, REST body and query): no
 * nesting deeper than MAX_INPUT_DEPTH (deep lists made validation recurse into a RangeError), no
 * string that PostgreSQL cannot store as text, none longer than MAX_STRING_LENGTH, and no key
 * that is such a string. Iterative, so a hostile shape cannot exhaust the stack here either.
 */
export function findInputProblem(input: unknown, maxString = MAX_STRING_LENGTH): InputProblem | null {
  const stack: Array<{ value: unknown; field: string; depth: number }> = [{ value: input, field: 'body', depth: 0 }];
  while (stack.length) {
    const { value, field, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field, message: `${field} ${problem}` };
      if (value.length > maxString) return { field, message: `${field} must be at most ${maxString} characters` };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH)
        return { field, message: `${field} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)` };
      if (Array.isArray(value)) {
        for (const item of value) stack.push({ value: item, field, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (textProblem(key) || key.length > 200) return { field, message: `${field} has an invalid key` };
          stack.push({ value: item, field: key, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

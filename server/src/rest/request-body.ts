import type { Request } from 'express';
import type { DecimalInput } from '../domain/validation/decimal-input';
import { findInputProblem } from '../domain/validation/input-guard';
import { ValidationError } from '../errors';

export type Body = Record<string, unknown>;

/** Refuses input no field accepts (NUL bytes, broken UTF-16, huge strings, deep nesting) with a 422. */
export function guardInput(input: unknown): void {
  const problem = findInputProblem(input);
  if (problem) throw new ValidationError({ [problem.field]: problem.message });
}

/** The JSON (or form) body as an object, passed through the edge guard; anything else is a 422. */
export function bodyOf(req: Request): Body {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ValidationError({ body: 'The request body must be a JSON object' });
  guardInput(body);
  return body as Body;
}

/** undefined = not sent (keep); null = cleared; otherwise the text. */
export function optText(body: Body, key: string): string | null | undefined {
  const v = body[key];
  if (v === undefined || v === null) return v as undefined | null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new ValidationError({ [key]: `${key} must be a string` });
}

export function optDecimal(body: Body, key: string): DecimalInput {
  const v = body[key];
  if (v === undefined || v === null || typeof v === 'string' || typeof v === 'number') return v as DecimalInput;
  throw new ValidationError({ [key]: `${key} must be a number` });
}

export function optBoolean(body: Body, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  throw new ValidationError({ [key]: `${key} must be true or false` });
}

export function optStringList(body: Body, key: string): string[] | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v;
  throw new ValidationError({ [key]: `${key} must be a list of strings` });
}

export function queryText(req: Request, key: string): string | undefined {
  const v = req.query[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw new ValidationError({ [key]: `${key} must be given once` });
  guardInput({ [key]: v });
  return v;
}

// POST /api/statements/verify: anyone may check a statement (no sign-in), so no Apollo here.
export interface StatementVerdict {
  valid: boolean;
  reason: string;
  key_id: string | null;
}

export const NOT_JSON = 'This is not JSON: paste or drop the statement file (.json) exactly as it was issued.';

export async function verifyStatementText(text: string): Promise<StatementVerdict> {
  let statement: unknown;
  try {
    statement = JSON.parse(text);
  } catch {
    return { valid: false, reason: NOT_JSON, key_id: null };
  }
  const response = await fetch('/api/statements/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(statement),
  });
  const body = (await response.json().catch(() => null)) as (StatementVerdict & { detail?: string }) | null;
  if (!response.ok || !body || typeof body.valid !== 'boolean') {
    return {
      valid: false,
      reason: body?.detail ?? 'The statement could not be checked. Please try again.',
      key_id: null,
    };
  }
  return body;
}

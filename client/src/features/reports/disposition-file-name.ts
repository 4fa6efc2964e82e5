// The CSV export's file name as the server sends it (loaded with the first export: see csv-export.ts).
import { parse as parseDisposition } from 'content-disposition';

/**
 * The server's file name from Content-Disposition, when it sends one (the `content-disposition`
 * package: quoting, escapes and the RFC 8187 `filename*` form, which it prefers when both come).
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  try {
    return parseDisposition(header).parameters.filename || null;
  } catch {
    return null;
  }
}

import { isRouteErrorResponse } from 'react-router';

/** The technical details of a failure, for the folded "technical details" block. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? null);
    return `${error.status} ${error.statusText}\n${data}`;
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

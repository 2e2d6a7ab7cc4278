// What the owner commands read of a caught failure: anything may be thrown, so nothing is assumed.

/** The message of a caught failure; anything thrown that is not an Error, as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The code and HTTP status a failure may carry: Node's network errors have a `code`
 * (ECONNREFUSED …), the table client's a `code` (REQUEST_SEND_ERROR …) and a `statusCode`.
 */
export function errorStatus(error: unknown): { code?: unknown; statusCode?: unknown } {
  return typeof error === 'object' && error !== null ? error : {};
}

// What the owner commands read of a caught failure: anything may be thrown, so nothing is assumed.

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Node's network errors carry a `code`; the table client's a `code` and a `statusCode`.
export function errorStatus(error: unknown): { code?: unknown; statusCode?: unknown } {
  return typeof error === 'object' && error !== null ? error : {};
}

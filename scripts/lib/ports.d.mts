// Types for the TypeScript side (playwright.config.ts, e2e/): scripts/ stays plain JavaScript.
export declare const TABLE_PORT: number;
export declare const E2E_PORT: number;
export declare const E2E_TABLE_PORT: number;

// Types for the end-to-end tests, which post to the test Azurite from TypeScript (e2e/storage.ts).
export declare function localBuildEnv(options?: { port?: number; days?: number }): {
  NEXT_PUBLIC_CONTACT_TABLE_URL: string;
  CONTACT_TABLE_LOCAL: string;
};
export declare function buildForLocalUse(): void;

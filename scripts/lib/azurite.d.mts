// Types for the end-to-end tests, which drive Azurite from TypeScript (e2e/storage.ts).
import type { AzureNamedKeyCredential } from '@azure/data-tables';

export declare const DEV_ACCOUNT: string;
export declare const DEV_KEY: string;
export declare function devCredential(): AzureNamedKeyCredential;
export declare function tableEndpoint(port: number): string;
export declare function devConnectionString(port: number): string;
export declare function prepareContactTable(options: {
  port: number;
  origins: string[];
  maxAgeInSeconds?: number;
}): Promise<void>;
export declare function mintSas(options: {
  port: number;
  expiresOn: Date;
  https?: boolean;
}): string;

// Types for the end-to-end tests, which drive Azurite from TypeScript (e2e/storage.ts).
import type { AzureNamedKeyCredential } from '@azure/data-tables';

export declare const HOST: string;
export declare const DEV_ACCOUNT: string;
export declare const DEV_KEY: string;
export declare function devCredential(): AzureNamedKeyCredential;
export declare function tableEndpoint(port: number): string;
export declare function devConnectionString(port: number): string;
export declare function answers(port: number): Promise<boolean>;
export declare function startAzurite(options: {
  port: number;
  location?: string;
}): Promise<{ pid: number; endpoint: string; log: string }>;
export declare function stopAzurite(options: { port: number; location?: string }): Promise<void>;
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

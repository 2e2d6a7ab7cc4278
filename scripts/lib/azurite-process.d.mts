// Types for the end-to-end tests, which start and stop Azurite from TypeScript (e2e/storage.ts).
type Storage = { port: number; location?: string };

export declare const HOST: string;
export declare function answers(port: number): Promise<boolean>;
export declare function startAzurite(options: Storage): Promise<{ pid: number; log: string }>;
export declare function stopAzurite(options: Storage): Promise<void>;
export declare function stopAzuriteNow(options: Storage): void;

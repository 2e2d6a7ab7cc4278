// Types for the TypeScript side (playwright.config.ts): scripts/ stays plain JavaScript.
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];

// Declarations of generate.mjs, for the repository's TypeScript scripts and tests that call it.
export declare const SCHEMA_FILE: string;
export declare function typesFrom(document: object): Promise<string>;

/** Types of what scripts/deploy.mjs exports for its tests. */
export function readConfig(): Promise<Record<string, unknown>>;
export function deployConfig(config: Record<string, unknown>, env: string, databaseId: string, outDir: string): Record<string, unknown>;

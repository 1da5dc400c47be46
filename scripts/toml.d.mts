/** Types of scripts/toml.mjs. */
export function parseToml(text: string): Record<string, unknown>;

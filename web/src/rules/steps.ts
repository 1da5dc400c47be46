/** How many numbered steps each rules sheet has (the catalogs hold `rules.<id>.turn.1…3` and `rules.<id>.example.1…3`); the catalog test reads it too. */
export const RULE_STEPS = { turn: 3, example: 3 } as const;

/** Every catalog key a game's rules sheet reads. */
export function ruleKeys(game: string): string[] {
  const keys = [`rules.${game}.aim`, `rules.${game}.win`, `rules.${game}.figure`];
  for (const part of ["turn", "example"] as const) for (let i = 1; i <= RULE_STEPS[part]; i++) keys.push(`rules.${game}.${part}.${i}`);
  return keys;
}

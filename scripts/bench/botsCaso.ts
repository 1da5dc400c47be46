export function casoBench(_n: number, _figure: (b: string, v: number, u: string) => void): void {}

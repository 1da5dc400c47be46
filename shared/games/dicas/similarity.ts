/** The closeness hint shown to the narrator only: normalised edit-distance similarity, 0–100. */

export function normalise(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = cur;
  }
  return prev[b.length]!;
}

export function closeness(guess: string, answer: string): number {
  const g = normalise(guess);
  const a = normalise(answer);
  if (g.length === 0 || a.length === 0) return 0;
  if (g === a) return 100;
  let score = 1 - levenshtein(g, a) / Math.max(g.length, a.length);
  // "Eiffel" for "Torre Eiffel": a whole word of the answer is a strong hint the guess is right.
  const words = a.split(" ").filter((w) => w.length >= 4);
  if (words.some((w) => g.split(" ").includes(w))) score = Math.max(score, 0.8);
  return Math.round(score * 100);
}

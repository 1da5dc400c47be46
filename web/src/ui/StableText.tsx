/**
 * Text that takes the room of the longest of its alternatives (issue 21, PLAT-A4): every alternative is
 * laid out in the same grid cell, hidden, so when the text changes (a phase name, a "what to do now"
 * line) its box keeps its width and height and nothing around it moves. The alternatives are the same
 * for every viewer, so the box's size says nothing about what another viewer reads.
 */
/** The longest of some texts (what a StableText must take the room of, where one name stands for any). */
export const longestOf = (texts: Iterable<string>): string => {
  let out = "";
  for (const s of texts) if (s.length > out.length) out = s;
  return out;
};

export function StableText({ text, all, class: cls, testid }: { text: string; all: readonly string[]; class?: string; testid?: string }) {
  return (
    <span class={cls ? `stable ${cls}` : "stable"} data-testid={testid}>
      <span>{text}</span>
      {all.map((a, i) => (
        <span key={i} class="stable-ghost" aria-hidden="true">
          {a}
        </span>
      ))}
    </span>
  );
}

/**
 * The 25 suspects, invented for Mesa. A suspect's id is public (it is on the grid); its name is a
 * proper noun shown as is in every language. Portraits are drawn by the client from the id.
 */
export const SUSPECTS = [
  { id: "adela", name: "Adela" },
  { id: "bruno", name: "Bruno" },
  { id: "celso", name: "Celso" },
  { id: "dora", name: "Dora" },
  { id: "elias", name: "Elias" },
  { id: "fausta", name: "Fausta" },
  { id: "gael", name: "Gael" },
  { id: "hilda", name: "Hilda" },
  { id: "igor", name: "Igor" },
  { id: "jade", name: "Jade" },
  { id: "kasimir", name: "Kasimir" },
  { id: "lucia", name: "Lúcia" },
  { id: "mateo", name: "Mateo" },
  { id: "nadia", name: "Nadia" },
  { id: "otto", name: "Otto" },
  { id: "paloma", name: "Paloma" },
  { id: "quincy", name: "Quincy" },
  { id: "rosa", name: "Rosa" },
  { id: "sancho", name: "Sancho" },
  { id: "tamsin", name: "Tamsin" },
  { id: "ulisses", name: "Ulisses" },
  { id: "vera", name: "Vera" },
  { id: "walter", name: "Walter" },
  { id: "ximena", name: "Ximena" },
  { id: "yuri", name: "Yuri" },
] as const;

export type SuspectId = (typeof SUSPECTS)[number]["id"];
export const SUSPECT_IDS: readonly SuspectId[] = SUSPECTS.map((s) => s.id);
const NAMES = new Map<string, string>(SUSPECTS.map((s) => [s.id, s.name]));

export function suspectName(id: string): string {
  return NAMES.get(id) ?? id;
}

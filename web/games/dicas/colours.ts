/** Pawn colours as drawn on screen (the printed board's six standees). */
import type { Colour } from "../../../shared/games/dicas/public";

export const PAWN_HEX: Record<Colour, string> = {
  dourado: "#e0b12a",
  vermelho: "#e5484d",
  verde: "#3fbf7f",
  azul: "#3b82f6",
  roxo: "#a06ee8",
  laranja: "#f58a32",
};

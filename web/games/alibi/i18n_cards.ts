/** Card names: the same Russian name (with the transliteration) in every language; each catalog explains them in its own. */
import type { Catalog } from "../../i18n/plural";

export const CARD_NAMES: Catalog = {
  "alibi.cardname.obysk": "Обыск (Obysk)",
  "alibi.cardname.pokazaniya": "Показания (Pokazaniya)",
  "alibi.cardname.ochnaya": "Очная ставка (Ochnaya stavka)",
  "alibi.cardname.advokat": "Адвокат (Advokat)",
  "alibi.cardname.podmena": "Подмена улики (Podmena uliki)",
  "alibi.cardname.ekspertiza": "Экспертиза (Ekspertiza)",
  "alibi.cardname.lozhny": "Ложный след (Lozhny sled)",
};

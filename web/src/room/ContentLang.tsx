/**
 * Content follows the table (issue 19): the lobby lists the languages a game has content in, and a
 * player whose UI language differs from the room's content language is told so, in the lobby and in play.
 */
import { lang, t } from "../../i18n";
import type { GameClient } from "../../games/types";

export function ContentLangs({ client }: { client: GameClient<unknown, unknown> }) {
  const content = client.content;
  if (!content) return null;
  return (
    <p class="muted" data-testid="content-langs">
      {t("content.available", { langs: content.langs.map((l) => t(`content.lang.${l}`)).join(", ") })}
    </p>
  );
}

export function ContentLangNotice({ client, config }: { client: GameClient<unknown, unknown>; config: unknown }) {
  const content = client.content;
  if (!content) return null;
  const cl = content.langOf(config as never);
  if (cl === lang.value) return null;
  const mine = content.langs.includes(lang.value);
  return (
    <p class="notice" role="status" data-testid="content-lang-notice" data-lang={cl}>
      {t(mine ? "content.differs" : "content.differsNone", { lang: t(`content.lang.${cl}`), mine: t(`content.lang.${lang.value}`) })}
    </p>
  );
}

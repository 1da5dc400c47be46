/** "New version — reload" (issue 22), over any screen, once a file of this tab's build failed to load. */
import { t } from "../../i18n";
import { staleBuild } from "../stale";

export function NewVersion() {
  if (!staleBuild.value) return null;
  return (
    <div class="new-version card" role="alert" data-testid="new-version">
      <p>{t("app.newVersion")}</p>
      <p class="muted">{t("app.reloadKeepsSeat")}</p>
      <button type="button" class="primary" onClick={() => location.reload()} data-testid="new-version-reload">{t("room.reload")}</button>
    </div>
  );
}

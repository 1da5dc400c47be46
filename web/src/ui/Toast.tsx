/** The latest server error, translated, shown for a few seconds. */
import { useEffect, useState } from "preact/hooks";
import { tError } from "../../i18n";
import type { Notice } from "../room/store";

export function Toast({ notice, gameId }: { notice: Notice | null; gameId?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!notice) return;
    setVisible(true);
    const id = window.setTimeout(() => setVisible(false), 4500);
    return () => window.clearTimeout(id);
  }, [notice]);
  if (!notice || !visible) return null;
  return (
    <div class="toast" role="alert" onClick={() => setVisible(false)}>
      {tError(notice.code, notice.params, gameId)}
    </div>
  );
}

/**
 * A QR code of the share link, for people in the same room (PLAT-1). Rendered as SVG from a small
 * library that is loaded lazily (issue 22: ~10 KB gzipped, not part of a room's first paint); the
 * box keeps its size (styles.css `.qr`) while it loads.
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { lazyImport } from "../stale";

export function Qr({ text }: { text: string }) {
  const [svg, setSvg] = useState("");
  useEffect(() => {
    let live = true;
    void lazyImport(() => import("qrcode-generator")).then(({ default: qrcode }) => {
      const qr = qrcode(0, "M");
      qr.addData(text);
      qr.make();
      if (live) setSvg(qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true }));
    }, () => {}); // a stale build raises the reload offer (stale.ts); the link and the code stay on the screen
    return () => {
      live = false;
    };
  }, [text]);
  // The SVG comes from our own encoder of our own URL, never from user input.
  return <div class="qr" role="img" aria-label={t("room.qrLabel")} dangerouslySetInnerHTML={{ __html: svg }} />;
}

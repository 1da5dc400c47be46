/** A QR code of the share link, for people in the same room (PLAT-1). Rendered as SVG from a small library. */
import qrcode from "qrcode-generator";
import { useMemo } from "preact/hooks";
import { t } from "../../i18n";

export function Qr({ text }: { text: string }) {
  const svg = useMemo(() => {
    const qr = qrcode(0, "M");
    qr.addData(text);
    qr.make();
    return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
  }, [text]);
  // The SVG comes from our own encoder of our own URL, never from user input.
  return <div class="qr" role="img" aria-label={t("room.qrLabel")} dangerouslySetInnerHTML={{ __html: svg }} />;
}

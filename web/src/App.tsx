import { useEffect, useState } from "preact/hooks";
import { t } from "../i18n";
import { Landing } from "./pages/Landing";
import { path, roomCodeFromPath } from "./router";
import { lazyImport } from "./stale";
import { NewVersion } from "./ui/NewVersion";

type RoomModule = typeof import("./room/RoomPage");
let roomModule: Promise<RoomModule> | null = null;
/** The room page is its own chunk (issue 22): the landing page does not carry it. */
const loadRoom = (): Promise<RoomModule> => (roomModule ??= lazyImport(() => import("./room/RoomPage")));

function Room({ code }: { code: string }) {
  const [page, setPage] = useState<RoomModule | null>(null);
  useEffect(() => {
    let alive = true;
    loadRoom()
      .then((m) => alive && setPage(m))
      .catch(() => undefined); // a stale build: NewVersion offers the reload
    return () => {
      alive = false;
    };
  }, []);
  return page ? <page.RoomPage key={code} code={code} /> : <p class="center muted">{t("room.loading")}</p>;
}

export function App() {
  const code = roomCodeFromPath(path.value);
  return (
    <>
      <NewVersion />
      {code ? <Room key={code} code={code} /> : <Landing />}
    </>
  );
}

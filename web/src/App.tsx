import { useEffect, useState } from "preact/hooks";
import { t } from "../i18n";
import { Landing } from "./pages/Landing";
import { path, replayFromPath, roomCodeFromPath } from "./router";
import { lazyImport } from "./stale";
import { NewVersion } from "./ui/NewVersion";

type RoomModule = typeof import("./room/RoomPage");
type ReplayModule = typeof import("./replay/ReplayPage");
let roomModule: Promise<RoomModule> | null = null;
let replayModule: Promise<ReplayModule> | null = null;
/** The room page is its own chunk (issue 22): the landing page does not carry it. */
const loadRoom = (): Promise<RoomModule> => (roomModule ??= lazyImport(() => import("./room/RoomPage")));
/** So is the replay page (issue 24): neither the landing page nor a game screen carries it. */
const loadReplay = (): Promise<ReplayModule> => (replayModule ??= lazyImport(() => import("./replay/ReplayPage")));

/** Renders a lazily loaded page once its chunk is in. */
function useChunk<T>(load: () => Promise<T>): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => {
    let alive = true;
    load()
      .then((m) => alive && setMod(() => m))
      .catch(() => undefined); // a stale build: NewVersion offers the reload
    return () => {
      alive = false;
    };
  }, []);
  return mod;
}

function Room({ code }: { code: string }) {
  const page = useChunk(loadRoom);
  return page ? <page.RoomPage key={code} code={code} /> : <p class="center muted">{t("room.loading")}</p>;
}

function Replay({ code, match }: { code: string; match: number }) {
  const page = useChunk(loadReplay);
  return page ? <page.ReplayPage code={code} match={match} /> : <p class="center muted">{t("room.loading")}</p>;
}

export function App() {
  const code = roomCodeFromPath(path.value);
  const replay = code ? null : replayFromPath(path.value);
  return (
    <>
      <NewVersion />
      {code ? <Room key={code} code={code} /> : replay ? <Replay key={`${replay.code}/${replay.match}`} code={replay.code} match={replay.match} /> : <Landing />}
    </>
  );
}

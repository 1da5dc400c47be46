/**
 * A match told again (issue 24), `/r/CODE/replay/N?k=KEY`: its own chunk (neither the landing page nor
 * a game screen carries it). The page fetches the record's steps with the link's key and shows, for
 * the step chosen on the timeline, the table as a spectator saw it — the game's own screen, fed the
 * step's spectator view, with nothing to send — and beside it what was hidden then (the game's
 * `reveal`, drawn by web/games/<id>/Replay.tsx). The timeline plays and pauses, steps one by one
 * and jumps between the key moments (the moments the end story tells).
 *
 * What the server answers decides the message: a wrong or malformed key, a record that is gone
 * (kept REPLAY_KEPT_MS), or one made under another rules version (`replayable` false: no steps).
 */
import type { ComponentType } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { addCatalogs, lang, t } from "../../i18n";
import type { ReplayData } from "../../../shared/protocol/replay";
import { FORMAT, KEY, replayData } from "./paths";
// One chunk with the room page: what both use (the history line, the game registry, the paths) stays
// in the room's chunk instead of a shared file every game screen would load as well (issue 22 budgets).
import "../room/RoomPage";
import type { SeatSummary } from "../../../shared/protocol";
import { gameClients, withCatalog } from "../../games/registry";
import { replayReveals, type RevealProps } from "../../games/replays";
import type { GameClient } from "../../games/types";
import { isGameId } from "../games";
import { navigate } from "../router";
import { RulesButton } from "../rules/RulesButton";
import { lineText } from "../room/History";
import { LangSwitch } from "../ui/LangSwitch";
import { lazyImport } from "../stale";
import { en } from "./text_en";
import { es } from "./text_es";
import { pt } from "./text_pt";
import { ru } from "./text_ru";
import "./replay.css";

addCatalogs({ pt, en, es, ru });

type Client = GameClient<unknown, unknown>;
/** Why there is nothing to show: the server's answer, in the words the page uses. */
type Failure = "badKey" | "gone" | "oldRules" | "unreadable" | "offline";

/** How long a step stays on screen while playing. */
export const PLAY_STEP_MS = 1400;

async function fetchReplay(code: string, match: number, key: string): Promise<ReplayData | Failure> {
  if (!KEY.test(key)) return "badKey";
  let res: Response;
  try {
    res = await fetch(replayData(code, match, key));
  } catch {
    return "offline";
  }
  if (res.status === 400 || res.status === 403) return "badKey";
  if (res.status === 404) return "gone";
  if (!res.ok) return "offline";
  const data = (await res.json().catch(() => null)) as ReplayData | null;
  // The server's own record, checked for its format and shape only (the schema library stays in the game chunks).
  if (!data || data.format !== FORMAT || typeof data.gameId !== "string" || !Array.isArray(data.steps) || !Array.isArray(data.seats)) return "unreadable";
  return data.replayable ? data : "oldRules";
}

/** The steps where a moment happened, in order. */
export function momentSteps(data: Pick<ReplayData, "steps">): number[] {
  return data.steps.flatMap((s, i) => (s.moments.length > 0 ? [i] : []));
}

export function ReplayPage({ code, match }: { code: string; match: number }) {
  const [data, setData] = useState<ReplayData | Failure | null>(null);
  const [client, setClient] = useState<Client | null>(null);
  const [Reveal, setReveal] = useState<ComponentType<RevealProps> | null>(null);
  const key = new URLSearchParams(location.search).get("k") ?? "";

  useEffect(() => {
    let alive = true;
    void fetchReplay(code, match, key).then((d) => {
      if (!alive) return;
      setData(d);
      if (typeof d === "string") return;
      const loadClient = gameClients[d.gameId];
      const loadReveal = replayReveals[d.gameId];
      if (!loadClient || !loadReveal) return setData("unreadable");
      void lazyImport(loadClient)
        .then((c) => withCatalog(c, lang.value).then(() => alive && setClient(c as unknown as Client)))
        .catch(() => undefined); // a stale build: NewVersion offers the reload
      void lazyImport(loadReveal)
        .then((r) => alive && setReveal(() => r))
        .catch(() => undefined);
    });
    return () => {
      alive = false;
    };
  }, [code, match, key]);

  const l = lang.value;
  useEffect(() => {
    document.title = t("replay.pageTitle", { code, n: match });
  }, [code, match, l]);

  const game = data && typeof data !== "string" ? data.gameId : undefined;
  return (
    <div class="room-page replay-page">
      <header class="topbar">
        <a class="brand" href="/" onClick={(e) => (e.preventDefault(), navigate("/"))}>Mesa</a>
        <span class="muted">{t("room.codeShort", { code })}</span>
        <span class="spacer" />
        {game && isGameId(game) ? <RulesButton game={game} compact /> : null}
        <LangSwitch />
      </header>
      {data === null ? (
        <p class="center muted" role="status">{t("replay.loading")}</p>
      ) : typeof data === "string" ? (
        <Failed failure={data} code={code} />
      ) : client && Reveal ? (
        <Player data={data} client={client} Reveal={Reveal} />
      ) : (
        <p class="center muted" role="status">{t("replay.loading")}</p>
      )}
    </div>
  );
}

function Failed({ failure, code }: { failure: Failure; code: string }) {
  return (
    <div class="card center replay-failed" role="alert" data-testid="replay-error" data-error={failure}>
      <h1>{t(`replay.error.${failure}.title`)}</h1>
      <p>{t(`replay.error.${failure}.text`)}</p>
      <div class="row replay-failed-links">
        <a class="button" href={`/r/${code}`} onClick={(e) => (e.preventDefault(), navigate(`/r/${code}`))}>{t("replay.toRoom")}</a>
        <a class="button" href="/" onClick={(e) => (e.preventDefault(), navigate("/"))}>{t("room.home")}</a>
      </div>
    </div>
  );
}

/** The seats as the game's screen expects them: nobody is present, nothing can be done. */
function seatSummaries(data: ReplayData): SeatSummary[] {
  return data.seats.map((s) => ({ seat: s.seat, name: s.name, avatar: s.seat, present: true, connected: false, abandoned: false, choice: s.choice, ...(s.bot ? { bot: "normal" as const } : {}) }));
}

const noSend = (): void => undefined;

/** The timeline's symbols, drawn (the media-control characters are missing from many phones' fonts). */
const PATHS = {
  prevMoment: "M5 4h2.5v16H5zM20 4v16L9 12z",
  prev: "M18 4v16L6 12z",
  play: "M7 4v16l12-8z",
  pause: "M6 4h4.5v16H6zM13.5 4H18v16h-4.5z",
  next: "M6 4v16l12-8z",
  nextMoment: "M4 4v16l11-8zM16.5 4H19v16h-2.5z",
} as const;
const Icon = ({ d }: { d: keyof typeof PATHS }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={PATHS[d]} fill="currentColor" />
  </svg>
);

function Player({ data, client, Reveal }: { data: ReplayData; client: Client; Reveal: ComponentType<RevealProps> }) {
  const steps = data.steps;
  const last = steps.length - 1;
  const [i, setI] = useState(0);
  const [playing, setPlaying] = useState(false);
  const seats = useMemo(() => seatSummaries(data), [data]);
  const moments = useMemo(() => momentSteps(data), [data]);
  const step = steps[Math.min(i, last)];

  // Playing: one step every PLAY_STEP_MS, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (i >= last) return setPlaying(false);
    const id = setTimeout(() => setI((x) => Math.min(x + 1, last)), PLAY_STEP_MS);
    return () => clearTimeout(id);
  }, [playing, i, last]);

  if (!step) return <Failed failure="unreadable" code={data.code} />;
  const go = (to: number) => setI(Math.max(0, Math.min(last, to)));
  const prevMoment = [...moments].reverse().find((m) => m < i);
  const nextMoment = moments.find((m) => m > i);
  const toggle = () => {
    if (!playing && i >= last) setI(0);
    setPlaying(!playing);
  };
  const text = (s: (typeof steps)[number]) => s.lines.map((line) => lineText(line, { gameId: data.gameId, seats, eventSeats: client.eventSeats, eventParams: client.eventParams })).join(" · ");
  const said = text(step) || t(i === 0 ? "replay.start" : "replay.quiet");
  return (
    <>
      <p class="replay-head">
        <strong>{t("replay.title", { game: t(`game.${data.gameId}.name`), n: data.match })}</strong>{" "}
        <span class="muted">{t("replay.started", { date: new Date(data.startedAt).toLocaleString(lang.value === "pt" ? "pt-BR" : lang.value) })}</span>
      </p>
      <main class="room-main replay-main">
        <section class="room-stage replay-stage" aria-label={t("replay.table")} data-testid="replay-stage" data-step={i}>
          <client.Screen view={step.view as never} me={null} seats={seats} send={noSend} now={() => step.at} isHost={false} />
        </section>
        <aside class="replay-side">
          <section class="card replay-reveal" aria-labelledby="replay-reveal-title" data-testid="replay-reveal">
            <h2 id="replay-reveal-title">{t("replay.hidden")}</h2>
            <Reveal reveal={step.reveal} view={step.view} seats={seats} />
          </section>
        </aside>
      </main>
      <nav class="replay-bar" aria-label={t("replay.timeline")} data-testid="replay-bar">
        <p class="replay-line" aria-live={playing ? "off" : "polite"} data-testid="replay-line">
          <span class="replay-count">{t("replay.step", { i: i + 1, n: steps.length })}</span> {said}
          {step.moments.length > 0 && <span class="pill replay-moment-pill">{t("replay.moment")}</span>}
        </p>
        <input type="range" class="replay-range" min={0} max={last} value={i} aria-label={t("replay.seek")} aria-valuetext={t("replay.step", { i: i + 1, n: steps.length })} onInput={(e) => (setPlaying(false), go(Number((e.currentTarget as HTMLInputElement).value)))} data-testid="replay-range" />
        <div class="replay-buttons">
          <button type="button" onClick={() => (setPlaying(false), go(prevMoment ?? 0))} disabled={prevMoment === undefined && i === 0} aria-label={t("replay.prevMoment")} title={t("replay.prevMoment")} data-testid="replay-prev-moment"><Icon d="prevMoment" /></button>
          <button type="button" onClick={() => (setPlaying(false), go(i - 1))} disabled={i === 0} aria-label={t("replay.prev")} title={t("replay.prev")} data-testid="replay-prev"><Icon d="prev" /></button>
          <button type="button" class="primary replay-play" onClick={toggle} aria-label={playing ? t("replay.pause") : t("replay.play")} aria-pressed={playing} data-testid="replay-play"><Icon d={playing ? "pause" : "play"} /></button>
          <button type="button" onClick={() => (setPlaying(false), go(i + 1))} disabled={i === last} aria-label={t("replay.next")} title={t("replay.next")} data-testid="replay-next"><Icon d="next" /></button>
          <button type="button" onClick={() => (setPlaying(false), go(nextMoment ?? last))} disabled={nextMoment === undefined && i === last} aria-label={t("replay.nextMoment")} title={t("replay.nextMoment")} data-testid="replay-next-moment"><Icon d="nextMoment" /></button>
        </div>
        {moments.length > 0 && (
          <details class="replay-moments">
            <summary>{t("replay.moments", { n: moments.length })}</summary>
            <ol>
              {moments.map((m) => (
                <li key={m}>
                  <button type="button" class="small" aria-current={m === i ? "step" : undefined} onClick={() => (setPlaying(false), go(m))} data-testid="replay-moment">
                    <span class="replay-count">{m + 1}</span> {text(steps[m]!) || t("replay.moment")}
                  </button>
                </li>
              ))}
            </ol>
          </details>
        )}
      </nav>
      <p class="replay-foot">
        <a href={`/r/${data.code}`} onClick={(e) => (e.preventDefault(), navigate(`/r/${data.code}`))}>{t("replay.toRoom")}</a>
      </p>
    </>
  );
}

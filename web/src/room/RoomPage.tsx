/** A room: the join form, then the lobby or the game, with chat and history beside it. */
import { ContentLangNotice } from "./ContentLang";
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { lang } from "../../i18n";
import type { RoomState } from "../../../shared/protocol";
import { replayPage } from "../replay/paths";
import { gameClients, withCatalog } from "../../games/registry";
import type { GameClient } from "../../games/types";
import { forgetRoom, rememberRoom, roleIn, saveName, savedName } from "../identity";
import { navigate } from "../router";
import { LangSwitch } from "../ui/LangSwitch";
import { SoundSettings } from "../ui/SoundSettings";
import { setMusic } from "../audio";
import { Toast } from "../ui/Toast";
import { Chat } from "./Chat";
import { Announcer, History } from "./History";
import { JoinForm } from "./JoinForm";
import { Lobby, SendButton } from "./Lobby";
import { Table } from "./Table";
import { RoomStore } from "./store";
import { VoiceBar, useVoiceLink } from "../../voice/VoiceBar";
import { VoiceHead } from "../../voice/VoiceHead";
import { isGameId } from "../games";
import { RulesButton } from "../rules/RulesButton";
import { NowLine } from "./NowLine";
import { mySeason } from "./mySeason";
import { useYourTurn } from "./yourTurn";

type Client = GameClient<unknown, unknown>;

export function RoomPage({ code }: { code: string }) {
  const [summary, setSummary] = useState<RoomState | null | "missing">(null);
  const [store, setStore] = useState<RoomStore | null>(null);
  const [client, setClient] = useState<Client | null>(null);

  useEffect(() => {
    let alive = true;
    fetch(`/api/rooms/${code}`)
      .then(async (r) => (r.ok ? ((await r.json()) as RoomState) : "missing"))
      .then((s) => {
        if (!alive) return;
        setSummary(s);
        if (s === "missing") return;
        const load = gameClients[s.gameId];
        // The game's catalog and the chunks its lobby shows at once (`ready`) come together, then the game (PLAT-A4).
        if (load) void load().then((c) => Promise.all([withCatalog(c, lang.value), c.ready?.()]).then(() => alive && setClient(c as unknown as Client)));
        const role = roleIn(code);
        const name = savedName();
        // Coming back in the same browser: straight back to the same seat (PLAT-3).
        if (role && name) join(name, role);
      })
      .catch(() => alive && setSummary("missing"));
    return () => {
      alive = false;
    };
  }, [code]);

  useEffect(() => () => store?.close(), [store]);

  function join(name: string, role: "player" | "spectator") {
    saveName(name);
    rememberRoom(code, role);
    store?.close();
    setStore(new RoomStore(code, { name, role }));
  }

  if (summary === null) return <p class="center muted">{t("room.loading")}</p>;
  if (summary === "missing")
    return (
      <div class="center card">
        <h2>{t("room.notFound", { code })}</h2>
        <button type="button" onClick={() => navigate("/")}>{t("room.home")}</button>
      </div>
    );
  if (!store) return <div class="room-page"><RoomHeader code={code} game={summary.gameId} /><JoinForm summary={summary} onJoin={join} /></div>;
  // name_taken: back to the join form with the name kept, to change it.
  const rename = () => (forgetRoom(code), store.close(), setStore(null));
  return <JoinedRoom store={store} client={client} gameId={summary.gameId} onWatch={() => join(savedName(), "spectator")} onRename={rename} />;
}

/**
 * The room's header. Its shape never depends on data still on its way (issue 21, PLAT-A4): the rules
 * button comes from the room's summary (known before the room connects), and a joined room's
 * connection state and voice control sit in their own row-sized slot (`live`), drawn empty until the
 * room answers — on a phone that slot is the header's second line from the first frame.
 */
function RoomHeader({ code, game, live }: { code: string; game?: string; live?: preact.ComponentChildren }) {
  return (
    <header class={live === undefined ? "topbar" : "topbar topbar-room"}>
      <a class="brand" href="/" onClick={(e) => (e.preventDefault(), navigate("/"))}>Mesa</a>
      <span class="muted">{t("room.codeShort", { code })}</span>
      {live !== undefined && <div class="topbar-live">{live}</div>}
      <span class="spacer" />
      {/* Issue 19: the game's rules from every room screen. */}
      {game && isGameId(game) ? <RulesButton game={game} compact /> : null}
      <SoundSettings />
      <LangSwitch />
    </header>
  );
}

/**
 * A joined room. It reads only what shapes the stage (the room, the view, the seat); the chat, the
 * history, the connection state and the notices are read by their own small components below, so a
 * chat line or a history line never renders the game's screen again (on a phone, Matiz's wall or
 * Caso's map took one long task per incoming line).
 */
function JoinedRoom({ store, client, gameId, onWatch, onRename }: { store: RoomStore; client: Client | null; gameId: string; onWatch(): void; onRename(): void }) {
  const room = store.room.value;
  // PLAT-11: the lobby's music until the game starts, the game's while it runs.
  const phase = room?.phase;
  useEffect(() => (setMusic(phase === "playing" ? "game" : "lobby"), () => setMusic("lobby")), [phase]);
  const voice = useVoiceLink(store);
  // Your turn, wherever you are: the game says whether a decision waits for this seat.
  const view = store.view.value;
  useYourTurn(client?.awaitsMe && phase === "playing" && view !== null ? client.awaitsMe(view as never, store.seat.value) : null);
  const ended = store.ended.value;
  if (store.reloadRequired.value)
    return (
      <div class="room-page">
        <RoomHeader code={store.code} />
        <div class="card center" role="alert">
          <p>{t("room.reloadRequired")}</p>
          <p class="muted">{t("error.reload_required")}</p>
          <button type="button" class="primary" onClick={() => location.reload()} data-testid="reload">{t("room.reload")}</button>
        </div>
      </div>
    );
  if (ended)
    return (
      <div class="room-page">
        <RoomHeader code={store.code} />
        <div class="card center">
          <p>{t(`error.${ended}`)}</p>
          <div class="row">
            {ended === "name_taken" && <button type="button" class="primary" onClick={onRename} data-testid="other-name">{t("join.otherName")}</button>}
            {ended !== "kicked" && ended !== "name_taken" && <button type="button" class="primary" onClick={onWatch}>{t("join.watch")}</button>}
            <button type="button" onClick={() => (forgetRoom(store.code), navigate("/"))}>{t("room.home")}</button>
          </div>
        </div>
      </div>
    );
  const spectator = store.role.value === "spectator";
  const leaveHome = () => navigate("/"); // PLAT-6: the seat stays ours
  const abandon = () => {
    if (!window.confirm(t("room.abandonConfirm"))) return;
    store.send({ type: "abandon" });
    forgetRoom(store.code);
    navigate("/");
  };
  const stopWatching = () => (forgetRoom(store.code), navigate("/"));
  return (
    <div class="room-page">
      {/* PLAT-A2: the first Tab stop jumps past the header to the game (its stage takes the focus). */}
      <a class="skip-link" href="#game" data-testid="skip-link">{t("room.skip")}</a>
      <RoomHeader
        code={store.code}
        game={gameId}
        live={
          <>
            <RoomStatus store={store} />
            {voice && <VoiceHead link={voice} />}
          </>
        }
      />
      {spectator && (
        <div class="banner">
          {t("room.watching")} <button type="button" class="small" onClick={stopWatching}>{t("room.stopWatching")}</button>
        </div>
      )}
      <main class="room-main">
        <div class="room-stage" id="game" tabIndex={-1}>
          {!room ? (
            <p class="muted center">{t("room.connecting")}</p>
          ) : room.phase === "lobby" ? (
            // PLAT-A4: the lobby is drawn with its game (bot picks, the seat choice, the game's Settings), not grown by them as they come.
            client ? <Lobby store={store} client={client} /> : <p class="muted center">{t("room.loading")}</p>
          ) : client && store.view.value !== null ? (
            <>
              <ContentLangNotice client={client} config={room.config} />
              <RoomAnnouncer store={store} room={room} client={client} />
              {client.guide && <NowLine gameId={room.gameId} guide={client.guide} view={store.view.value} me={store.seat.value} seats={room.seats} />}
              <client.Screen view={store.view.value as never} me={store.seat.value} seats={room.seats} send={store.act} now={store.now} isHost={store.isHost.value} chat={store.chat} season={mySeason(room, store.seat.value)} />
              {room.phase === "playing" && <Table store={store} room={room} />}
              {room.phase === "ended" && (
                <div class="card end-bar">
                  <p>{room.winners && room.winners.length ? t("room.winners", { names: room.winners.map((w) => room.seats.find((s) => s.seat === w)?.name ?? "?").join(", ") }) : t("room.noWinner")}</p>
                  {/* Issue 24: the match told again, with its secrets; the room hands the link to its players and spectators. */}
                  {room.replay && (
                    <a class="replay-link" href={replayPage(room.code, room.replay.match, room.replay.key)} onClick={(e) => (e.preventDefault(), navigate(replayPage(room.code, room.replay!.match, room.replay!.key)))} data-testid="replay-link">
                      {t("room.replay")}
                    </a>
                  )}
                  {store.isHost.value ? (
                    <SendButton store={store} msg={{ type: "rematch" }} class="primary" testid="rematch">{t("room.rematch")}</SendButton>
                  ) : (
                    <p class="muted">{t("room.waitRematch")}</p>
                  )}
                </div>
              )}
            </>
          ) : (
            <p class="muted center">{t("room.loading")}</p>
          )}
        </div>
        {/* The side column is drawn whole once the room answers (its voice bar depends on the room and the voice link): nothing in it moves then. */}
        <aside class="room-side">{room && voice && <>
          <VoiceBar link={voice} />
          <SideTabs store={store} room={room} client={client} spectator={spectator} />
        </>}</aside>
      </main>
      <footer class="room-footer">
        {spectator ? null : (
          <>
            <button type="button" onClick={leaveHome}>{t("room.home")}</button>
            <button type="button" class="danger" onClick={abandon}>{t("room.abandon")}</button>
          </>
        )}
      </footer>
      <RoomToast store={store} gameId={room?.gameId} />
    </div>
  );
}

function RoomStatus({ store }: { store: RoomStore }) {
  return <span class={`status status-${store.status.value}`} role="status">{t(`status.${store.status.value}`)}</span>;
}

function RoomToast({ store, gameId }: { store: RoomStore; gameId?: string }) {
  return <Toast notice={store.error.value} gameId={gameId} />;
}

function RoomAnnouncer({ store, room, client }: { store: RoomStore; room: RoomState; client: Client }) {
  return <Announcer lines={store.history.value} gameId={room.gameId} seats={room.seats} eventSeats={client.eventSeats} eventParams={client.eventParams} />;
}

/** Chat and History, and the count of chat lines that came in while History was open. */
function SideTabs({ store, room, client, spectator }: { store: RoomStore; room: RoomState; client: Client | null; spectator: boolean }) {
  const [tab, setTab] = useState<"chat" | "history">("chat");
  const [readUpTo, setReadUpTo] = useState(-1);
  const chat = store.chat.value;
  const lastChatId = chat.length ? chat[chat.length - 1]!.id : -1;
  useEffect(() => {
    if (tab === "chat") setReadUpTo(lastChatId);
  }, [tab, lastChatId]);
  const unread = chat.filter((l) => l.id > readUpTo).length;
  return (
    <>
      <div class="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === "chat"} onClick={() => setTab("chat")} data-testid="chat-tab">
          {t("chat.title")}
          {tab !== "chat" && unread > 0 && <span class="badge" data-testid="chat-unread" aria-label={t("chat.unread", { n: unread })}>{unread}</span>}
        </button>
        <button type="button" role="tab" aria-selected={tab === "history"} onClick={() => setTab("history")}>{t("history.title")}</button>
      </div>
      {tab === "chat" ? <Chat store={store} teams={room.phase === "playing" && !spectator && store.team.value !== null} /> : <History lines={store.history.value} gameId={room.gameId} seats={room.seats} eventSeats={client?.eventSeats} eventParams={client?.eventParams} />}
    </>
  );
}

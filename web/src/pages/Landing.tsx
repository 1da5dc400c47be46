/** PLAT-1: pick a game, create a room (its creator is host), or type a code to join or watch; public rooms (PLAT-10); each game's art, players, length and rules (issue 19). */
import { censor } from "../../../shared/text/profanity";
import type { FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import { lang, t, tError } from "../../i18n";
import type { PublicRoom } from "../../../shared/protocol";
import { GAME_ART, GAME_IDS, isPlayable, playersRange, type GameId } from "../games";
import { rememberRoom } from "../identity";
import { navigate } from "../router";
import { LangSwitch } from "../ui/LangSwitch";
import { SoundSettings } from "../ui/SoundSettings";
import { lazyImport } from "../stale";
import { GameArt } from "../ui/GameArt";
import { RulesButton } from "../rules/RulesButton";

export function Landing() {
  const [picked, setPicked] = useState<GameId | null>(null);
  const [isPublic, setPublic] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [rooms, setRooms] = useState<PublicRoom[]>([]);

  // Issue 12: the season table comes in its own chunk, after the page is up.
  const [Season, setSeason] = useState<FunctionComponent<{ game: string }> | null>(null);
  useEffect(() => {
    lazyImport(() => import("./SeasonBoard")).then((m) => setSeason(() => m.SeasonBoard)).catch(() => undefined);
  }, []);

  useEffect(() => {
    let alive = true;
    const load = () =>
      fetch("/api/rooms")
        .then((r) => r.json() as Promise<{ rooms: PublicRoom[] }>)
        .then((d) => alive && setRooms(d.rooms))
        .catch(() => undefined);
    void load();
    const id = window.setInterval(load, 10_000);
    return () => {
      alive = false;
      window.clearInterval(id);
    };
  }, []);

  async function create() {
    if (!picked) return;
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/rooms", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ gameId: picked, isPublic, lang: lang.value }) });
      const body = (await res.json()) as { code?: string; error?: string };
      if (!res.ok || !body.code) throw new Error(body.error ?? "unknown");
      rememberRoom(body.code, "player");
      navigate(`/r/${body.code}`);
    } catch (e) {
      setError(tError(e instanceof Error ? e.message : "unknown"));
    } finally {
      setBusy(false);
    }
  }

  const cleanCode = code.trim().toUpperCase();
  const codeOk = /^[A-HJ-NP-Z2-9]{5}$/.test(cleanCode);
  const goTo = (role: "player" | "spectator") => {
    if (!codeOk) return;
    rememberRoom(cleanCode, role);
    navigate(`/r/${cleanCode}`);
  };

  const createRow = (
    <div class={`create-row${picked ? " create-row-picked" : ""}`} data-testid="create-row">
      <label class="check">
        <input type="checkbox" checked={isPublic} onChange={(e) => setPublic((e.currentTarget as HTMLInputElement).checked)} />
        {t("landing.public")}
      </label>
      <button type="button" class="primary" disabled={!picked || busy} onClick={create} data-testid="create-room">
        {picked ? t("landing.createFor", { game: t(`game.${picked}.name`) }) : t("landing.create")}
      </button>
    </div>
  );

  return (
    <div class="landing">
      <header class="topbar">
        <h1 class="brand">Mesa</h1>
        <span class="spacer" />
        <SoundSettings />
        <LangSwitch />
      </header>
      <p class="tagline">{t("landing.tagline")}</p>

      <section aria-labelledby="pick-title">
        <h2 id="pick-title">{t("landing.pickGame")}</h2>
        {/* Issue 19: each tile with its drawn art, players and match length, and its rules one tap away; the create button inside the picked tile, so it is next to the game picked on a desktop grid and on a phone. */}
        <div class="game-grid">
          {GAME_IDS.map((id) => {
            const playable = isPlayable(id);
            const [min, max] = GAME_ART[id].minutes;
            return (
                <div key={id} class={`game-tile${picked === id ? " picked" : ""}`} style={{ "--hue": String(GAME_ART[id].hue) }}>
                  <button
                    type="button"
                    class={`game-card${picked === id ? " picked" : ""}`}
                    disabled={!playable}
                    aria-pressed={picked === id}
                    data-game={id}
                    onClick={() => setPicked(id)}
                  >
                    <GameArt id={id} />
                    <span class="game-name">{t(`game.${id}.name`)}</span>
                    <span class="game-desc">{t(`game.${id}.tagline`)}</span>
                    <span class="game-players">
                      <span>{playable ? t("landing.players", { range: playersRange(id) }) : t("landing.soon")}</span> · <span>{t("landing.duration", { min, max })}</span>
                    </span>
                  </button>
                  {playable && <RulesButton game={id} class="game-rules" />}
                  {picked === id && createRow}
                </div>
            );
          })}
        </div>
        {!picked && createRow}
        {!picked && <p class="muted create-hint" data-testid="create-hint">{t("landing.pickFirst")}</p>}
        {error && <p class="error" role="alert">{error}</p>}
      </section>

      <section aria-labelledby="join-title" class="join-code">
        <h2 id="join-title">{t("landing.haveCode")}</h2>
        <form onSubmit={(e) => (e.preventDefault(), goTo("player"))} class="row">
          <input
            value={code}
            onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
            placeholder={t("landing.codePlaceholder")}
            maxLength={5}
            autoCapitalize="characters"
            autoComplete="off"
            aria-label={t("landing.codePlaceholder")}
            class="code-input"
          />
          <button type="submit" disabled={!codeOk}>{t("landing.join")}</button>
          <button type="button" disabled={!codeOk} onClick={() => goTo("spectator")}>{t("landing.watch")}</button>
        </form>
      </section>

      {Season && <Season game="alibi" />}

      <section aria-labelledby="public-title">
        <h2 id="public-title">{t("landing.openRooms")}</h2>
        {rooms.length === 0 ? (
          <p class="muted">{t("landing.noOpenRooms")}</p>
        ) : (
          <ul class="public-rooms">
            {rooms.map((r) => (
              <li key={r.code}>
                <a href={`/r/${r.code}`} onClick={(e) => (e.preventDefault(), rememberRoom(r.code, "player"), navigate(`/r/${r.code}`))}>
                  <span>{t(`game.${r.gameId}.name`)}</span>
                  <span class="muted one-line">{t("landing.hostedBy", { name: censor(r.hostName) })}</span>
                  <span class="pill">{t("landing.playerCount", { n: r.players })}</span>
                  <code>{r.code}</code>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}


/**
 * Identity without accounts (PLAT-3): a random token kept in this browser is the key to a seat;
 * the room stores only its hash. The name is remembered for convenience. Which rooms this browser
 * sits in (and as what) is remembered so a reload or "back to home" can return to the same seat.
 */
const TOKEN_KEY = "mesa.token";
const NAME_KEY = "mesa.name";
const ROOMS_KEY = "mesa.rooms";

export function deviceToken(): string {
  let token = localStorage.getItem(TOKEN_KEY);
  if (!token || !/^[A-Za-z0-9_-]{16,64}$/.test(token)) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    localStorage.setItem(TOKEN_KEY, token);
  }
  return token;
}

export const savedName = (): string => localStorage.getItem(NAME_KEY) ?? "";
export const saveName = (name: string): void => localStorage.setItem(NAME_KEY, name);

type RoomRole = "player" | "spectator";

function rooms(): Record<string, RoomRole> {
  try {
    return JSON.parse(localStorage.getItem(ROOMS_KEY) ?? "{}") as Record<string, RoomRole>;
  } catch {
    return {};
  }
}
export const roleIn = (code: string): RoomRole | undefined => rooms()[code];
export function rememberRoom(code: string, role: RoomRole): void {
  localStorage.setItem(ROOMS_KEY, JSON.stringify({ ...rooms(), [code]: role }));
}
export function forgetRoom(code: string): void {
  const all = rooms();
  delete all[code];
  localStorage.setItem(ROOMS_KEY, JSON.stringify(all));
}

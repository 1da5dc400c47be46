/** Registers the tiny test game so the room can host it (worker tests share the worker's modules). */
import { games } from "../../shared/games/registry";
import { tinyGame } from "../support/tinyGame";
import type { AnyGame } from "../../shared/engine";

games.tiny = tinyGame as unknown as AnyGame;

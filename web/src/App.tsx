import { Landing } from "./pages/Landing";
import { RoomPage } from "./room/RoomPage";
import { path, roomCodeFromPath } from "./router";

export function App() {
  const code = roomCodeFromPath(path.value);
  return code ? <RoomPage key={code} code={code} /> : <Landing />;
}

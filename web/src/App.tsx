import { Landing } from "./pages/Landing";
import { RoomPage } from "./room/RoomPage";
import { path, roomCodeFromPath } from "./router";
import { NewVersion } from "./ui/NewVersion";

export function App() {
  const code = roomCodeFromPath(path.value);
  return (
    <>
      <NewVersion />
      {code ? <RoomPage key={code} code={code} /> : <Landing />}
    </>
  );
}

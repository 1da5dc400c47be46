/** Resolves in a later task (a message to itself: unlike setTimeout, never clamped to 4 ms or more). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `run` at most once every `gapMs`: the first call runs at once, calls within the gap after a run
 * are folded into one run at the gap's end. `cancel` drops a run still waiting.
 */
export function throttle(run: () => void, gapMs: number): { ask: () => void; cancel: () => void } {
  let lastRun = -Infinity;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    waiting = undefined;
    lastRun = Date.now();
    run();
  };
  return {
    ask: () => {
      if (waiting !== undefined) return;
      const wait = lastRun + gapMs - Date.now();
      if (wait <= 0) fire();
      else waiting = setTimeout(fire, wait);
    },
    cancel: () => {
      if (waiting !== undefined) clearTimeout(waiting);
      waiting = undefined;
    },
  };
}

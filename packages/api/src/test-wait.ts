// Test helper (not exported from index.ts).

/** Resolves once `condition()` holds (checked every few ms), or fails after `timeout` ms: waits for what a test expects, not for a fixed time. */
export async function until(condition: () => boolean, timeout = 2000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`until: condition not met within ${timeout} ms: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

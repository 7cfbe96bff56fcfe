import { describeSetupStage } from './setup-stage';

/*
 * Every beforeAll of the server's test files gets a deadline sized for a busy 2-core machine (a
 * file's setup copies a seeded database, opens it and signs in the demo users: seconds when quiet,
 * over 30 s when another run shares the cores), and, when it gives up, says which step it was in.
 * A hook that names its own timeout keeps it.
 */
export const SETUP_TIMEOUT_MS = Number(process.env.MK_SETUP_TIMEOUT_MS) || 240_000;

type Hook = Parameters<typeof beforeAll>[0];

function withDeadline(hook: Hook, timeoutMs: number): Hook {
  // A hook taking jest's `done` callback is left as it is (none of ours does).
  if (hook.length > 0) return hook;
  return () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`setup did not finish within ${timeoutMs / 1000} s; it was ${describeSetupStage()}`)),
        timeoutMs,
      );
      Promise.resolve()
        .then(() => (hook as () => unknown)())
        .then(() => resolve(), reject)
        .finally(() => clearTimeout(timer));
    });
}

const jestBeforeAll = globalThis.beforeAll;
globalThis.beforeAll = ((hook: Hook, timeout?: number) => {
  const deadline = timeout ?? SETUP_TIMEOUT_MS;
  // jest's own timeout a little later, so ours (which names the step) is the one reported.
  return jestBeforeAll(withDeadline(hook, deadline), deadline + 5_000);
}) as typeof beforeAll;

/*
 * What a test file's setup is doing now, so a setup that runs out of time says what it waited for
 * (issue 32: on a busy machine the hooks' 30 s ran out with no clue which step was slow).
 * The helpers that build a test app note each step; setup-deadline.ts reads it.
 */
let stage = "the test file's own beforeAll";
let since = Date.now();

export function noteSetupStage(text: string): void {
  stage = text;
  since = Date.now();
}

/** The step in progress and for how long, e.g. 'copying the seeded template (for 12 s)'. */
export function describeSetupStage(now = Date.now()): string {
  return `${stage} (for ${Math.round((now - since) / 1000)} s)`;
}

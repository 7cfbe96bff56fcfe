/** A fetch that answers by path with the server's envelope, and records each call's path and body (tests only). */
export function fakeServer(answers: Record<string, { status?: number; payload?: unknown; code?: string }>) {
  const calls: { path: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: Request) => {
    const path = new URL(input.url).pathname;
    const text = await input.text();
    calls.push({ path, body: text ? JSON.parse(text) : undefined });
    const answer = answers[path];
    if (!answer) throw new Error(`no fake answer for ${path}`);
    const status = answer.status ?? 200;
    const envelope = status < 400 ? { result: 'success', message: 'ok', payload: answer.payload ?? null } : { result: 'error', message: 'refused', payload: null, code: answer.code };
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return calls;
}

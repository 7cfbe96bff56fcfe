/** A transport failure (no reply from the server) rather than an error reply. */
export function isTransportError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number';
}

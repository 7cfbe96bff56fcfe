/**
 * Where the appointment rules read "now" (booking in the past, the cancel and no-show windows,
 * the monitor's tile states). The app takes it as an option, so tests can set the time.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

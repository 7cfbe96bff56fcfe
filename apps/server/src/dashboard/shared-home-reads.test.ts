import type { HomeFigures } from '@mk/contracts';
import type { AuthUser } from '../fastify-augment';
import { sharedHomeReads } from './shared-home-reads';

const user = (sys_id: string, role: AuthUser['role']): AuthUser => ({ sys_id, role, email: `${sys_id}@example.com`, name: sys_id });
const figures = (day: string) => ({ day }) as HomeFigures;

/** A computation the test finishes when it wants, counting how many were started. */
function computations() {
  const finishers: (() => void)[] = [];
  let started = 0;
  return {
    get started() {
      return started;
    },
    compute: () => {
      started += 1;
      const n = started;
      return new Promise<HomeFigures>((resolve) => finishers.push(() => resolve(figures(`run ${n}`))));
    },
    finishAll: () => finishers.splice(0).forEach((finish) => finish()),
  };
}

describe('sharedHomeReads', () => {
  it('lets the reads that arrive while a Home is computed share it: every ADMIN one, each PIC their own', async () => {
    const reads = sharedHomeReads();
    const work = computations();
    const adminOne = reads.read(user('a1', 'ADMIN'), work.compute);
    const adminTwo = reads.read(user('a2', 'ADMIN'), work.compute);
    const picOne = reads.read(user('p1', 'PIC'), work.compute);
    const picOneAgain = reads.read(user('p1', 'PIC'), work.compute);
    const picTwo = reads.read(user('p2', 'PIC'), work.compute);
    expect(work.started).toBe(3);
    work.finishAll();
    expect(await adminTwo).toBe(await adminOne);
    expect(await picOneAgain).toBe(await picOne);
    expect(await picTwo).not.toBe(await picOne);
  });

  it('keeps nothing once done, and after forgetAll starts afresh', async () => {
    const reads = sharedHomeReads();
    const work = computations();
    const first = reads.read(user('a1', 'ADMIN'), work.compute);
    work.finishAll();
    await first;
    const second = reads.read(user('a1', 'ADMIN'), work.compute);
    expect(work.started).toBe(2);
    reads.forgetAll();
    const third = reads.read(user('a1', 'ADMIN'), work.compute);
    expect(work.started).toBe(3);
    work.finishAll();
    expect([(await second).day, (await third).day]).toEqual(['run 2', 'run 3']);
  });
});

import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../db/database';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import { RequestBudget } from './request-budget';

let storage: TestStorage;
let database: Database;
let now = new Date('2026-11-28T10:00:00Z');
const clock = () => now;

beforeAll(async () => {
  storage = await createTestStorage();
  database = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
});
afterAll(async () => {
  await database.close();
  await storage.dispose();
});

const later = (ms: number) => (now = new Date(now.getTime() + ms));

describe('RequestBudget on the database', () => {
  it('lets `limit` calls a sliding window through per user, then answers the seconds to wait', async () => {
    const budget = new RequestBudget(database.db, 'lookup', 3, 60_000, clock);
    const [a, b] = [randomUUID(), randomUUID()];
    expect([await budget.take(a), await budget.take(a), await budget.take(a)]).toEqual([0, 0, 0]);
    expect(await budget.take(a)).toBe(60);
    expect(await budget.take(b)).toBe(0);
    later(30_000);
    expect(await budget.take(a)).toBe(30);
    later(30_001);
    expect(await budget.take(a)).toBe(0);
    // The refused calls were not counted: two more fit beside the one just let through.
    expect([await budget.take(a), await budget.take(a), await budget.take(a)]).toEqual([0, 0, 60]);
  });

  it('is one budget for every process on the database, and one per name', async () => {
    const user = randomUUID();
    const inFirstProcess = new RequestBudget(database.db, 'shared', 3, 60_000, clock);
    const inSecondProcess = new RequestBudget(database.db, 'shared', 3, 60_000, clock);
    const otherBudget = new RequestBudget(database.db, 'other', 3, 60_000, clock);
    expect(await inFirstProcess.take(user)).toBe(0);
    expect(await inSecondProcess.take(user)).toBe(0);
    expect(await inFirstProcess.take(user)).toBe(0);
    expect(await inSecondProcess.take(user)).toBeGreaterThan(0);
    expect(await otherBudget.take(user)).toBe(0);
  });

  it('lets exactly `limit` of many parallel calls through', async () => {
    const budget = new RequestBudget(database.db, 'parallel', 30, 60_000, clock);
    const user = randomUUID();
    const waits = await Promise.all(Array.from({ length: 45 }, () => budget.take(user)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(30);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(15);
  });
});

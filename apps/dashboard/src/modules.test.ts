import { modules } from './modules';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the mounted modules', () => {
  it('give every sidebar entry its label in both languages, so no domain catalogue loads at start-up', () => {
    const entries = modules.flatMap((module) => module.nav.map((entry) => ({ module: module.id, ...entry })));
    expect(entries.length).toBeGreaterThanOrEqual(modules.length);
    const problems = entries.flatMap(({ module, messageId, label }) => {
      if (!label) return [`${module}: ${messageId} has no label`];
      const found: string[] = [];
      if (!label.en.trim()) found.push(`${messageId}: empty English label`);
      if (!ARABIC_LETTER.test(label.ar)) found.push(`${messageId}: Arabic label without Arabic letters`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('use each module id once', () => {
    const ids = modules.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

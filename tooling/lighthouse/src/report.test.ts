import { END, START, longTaskLines, median, replaceSection, section, summarise, table, type PageResult, type Sample } from './report';

const sample = (tbtMs: number, lcpMs: number, longTasks: Sample['longTasks'] = []): Sample => ({ tbtMs, lcpMs, cls: 0.021, score: 90, benchmarkIndex: 1500, longTasks });

const info = {
  date: new Date('2026-11-23T22:00:00Z'),
  commit: 'abc1234',
  machine: '2 cores',
  loadAverage: [1, 2, 3],
  chromium: 'Chromium 156',
  lighthouse: 'Lighthouse 12.8.2',
  runs: 3,
};

describe('the Lighthouse report', () => {
  it('takes the median of each metric, so one noisy run does not decide the row', () => {
    expect(median([900, 10, 20])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(25);
    expect(summarise([sample(10, 1000), sample(900, 1100), sample(20, 9000)])).toMatchObject({ tbtMs: 20, lcpMs: 1100, met: true });
  });

  it('meets the goal only when both TBT ≤ 200 ms and LCP ≤ 2.5 s', () => {
    expect(summarise([sample(200, 2500)]).met).toBe(true);
    expect(summarise([sample(201, 1000)]).met).toBe(false);
    expect(summarise([sample(10, 2501)]).met).toBe(false);
  });

  it('writes one row a page and language, with the goal and whether it was met', () => {
    const results: PageResult[] = [
      { page: 'login', locale: 'en', url: '/login', samples: [sample(12, 800), sample(30, 900), sample(20, 850)] },
      { page: 'clinic list', locale: 'ar', url: '/clinics', samples: [sample(350, 1200)] },
      { page: 'monitor', locale: 'ar', url: '/appointments', samples: [], error: 'timed out' },
    ];
    const [header, , ...rows] = table(results);
    expect(header).toBe('| page | language | TBT | LCP | CLS | performance score | benchmark index | goal | met |');
    expect(rows).toEqual([
      '| login | en | 20 ms (12 ms–30 ms) | 0.85 s (0.80 s–0.90 s) | 0.021 | 90 | 1500 | TBT ≤ 200 ms, LCP ≤ 2.50 s | yes |',
      '| clinic list | ar | 350 ms | 1.20 s | 0.021 | 90 | 1500 | TBT ≤ 200 ms, LCP ≤ 2.50 s | NO |',
      '| monitor | ar | — | — | — | — | — | TBT ≤ 200 ms, LCP ≤ 2.50 s | NO (not measured: timed out) |',
    ]);
  });

  it('names the longest tasks of the pages that missed, and only those', () => {
    const results: PageResult[] = [
      { page: 'login', locale: 'en', url: '/login', samples: [sample(10, 800, [{ url: 'http://x/assets/a.js', durationMs: 80 }])] },
      {
        page: 'clinic list',
        locale: 'en',
        url: '/clinics',
        samples: [sample(300, 900, [{ url: 'http://x/assets/antd.js', durationMs: 120 }]), sample(320, 900, [{ url: 'http://x/assets/clinics.js', durationMs: 250 }])],
      },
    ];
    expect(longTaskLines(results)).toEqual(['clinic list (en) longest tasks: 250 ms http://x/assets/clinics.js; 120 ms http://x/assets/antd.js']);
  });

  it('replaces its own section on a rerun and leaves the rest of the file alone', () => {
    const first = section([{ page: 'login', locale: 'en', url: '/login', samples: [sample(10, 800)] }], info);
    const document = `# Performance\n\nprose\n\n<!-- bench:start -->\nserver table\n<!-- bench:end -->\n`;
    const once = replaceSection(document, first);
    expect(once).toContain('server table');
    expect(once.indexOf(START)).toBeGreaterThan(once.indexOf('<!-- bench:end -->'));

    const second = section([{ page: 'login', locale: 'en', url: '/login', samples: [sample(99, 800)] }], { ...info, commit: 'def5678' });
    const twice = replaceSection(`${once}\n## Later section\n`, second);
    expect(twice.split(START)).toHaveLength(2);
    expect(twice.split(END)).toHaveLength(2);
    expect(twice).toContain('commit def5678');
    expect(twice).not.toContain('commit abc1234');
    expect(twice).toContain('| login | en | 99 ms |');
    expect(twice).toContain('server table');
    expect(twice).toContain('## Later section');
  });
});

import { describe, expect, it } from 'vitest';
import { outcomes, summary, type JsonReport } from '../../scripts/lib/e2e-report.ts';

const result = (duration: number, status = 'passed', message?: string) => ({
  duration,
  status,
  ...(message ? { error: { message } } : {}),
});

const report: JsonReport = {
  suites: [
    {
      title: 'contact.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the contact form',
          specs: [
            {
              title: 'field errors',
              file: 'contact.spec.ts',
              line: 392,
              tests: [
                {
                  projectName: 'desktop',
                  timeout: 30_000,
                  status: 'unexpected',
                  results: [result(30_100, 'timedOut', '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\nline 2')],
                },
                {
                  projectName: 'phone',
                  timeout: 30_000,
                  status: 'flaky',
                  results: [result(4_000, 'failed', 'x'), result(3_000)],
                },
              ],
            },
            {
              title: 'sends',
              file: 'contact.spec.ts',
              line: 10,
              tests: [
                {
                  projectName: 'desktop',
                  timeout: 30_000,
                  status: 'expected',
                  results: [
                    {
                      ...result(16_000),
                      annotations: [
                        { type: 'slow' },
                        { type: 'serial' },
                        { type: 'no frame drawn', description: 'at 2 places, within 2000 ms each' },
                      ],
                    },
                  ],
                },
                { projectName: 'phone', timeout: 30_000, status: 'skipped', results: [] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the browser tests account', () => {
  it('names each test by project, place and its describe titles, with its longest attempt', () => {
    const found = outcomes(report);
    expect(found.map((test) => test.name)).toEqual([
      '[desktop] contact.spec.ts:392 › the contact form › field errors',
      '[phone] contact.spec.ts:392 › the contact form › field errors',
      '[desktop] contact.spec.ts:10 › the contact form › sends',
      '[phone] contact.spec.ts:10 › the contact form › sends',
    ]);
    expect(found[1]).toMatchObject({ status: 'flaky', duration: 4_000, error: 'x', notes: [] });
    expect(found[2].notes).toEqual(['no frame drawn: at 2 places, within 2000 ms each']);
  });

  it('prints failures with their error, retried passes, what tests noted, tests over half their limit and the slowest', () => {
    const lines = summary(report, 2);
    expect(lines).toEqual([
      'Failed (1):',
      '  [desktop] contact.spec.ts:392 › the contact form › field errors',
      '      Test timeout of 30000ms exceeded.',
      '      line 2',
      'Passed only on a retry (1):',
      '  [phone] contact.spec.ts:392 › the contact form › field errors',
      'Noted while they ran (1):',
      '  [desktop] contact.spec.ts:10 › the contact form › sends',
      '      no frame drawn: at 2 places, within 2000 ms each',
      'Used over 50 % of their time limit (1):',
      '  16.0 s of 30.0 s  [desktop] contact.spec.ts:10 › the contact form › sends',
      'Slowest of 3:',
      '  30.1 s  [desktop] contact.spec.ts:392 › the contact form › field errors',
      '  16.0 s  [desktop] contact.spec.ts:10 › the contact form › sends',
    ]);
  });

  it('says only the slowest when all went well', () => {
    expect(summary({ suites: [] })).toEqual(['Slowest of 0:']);
  });
});

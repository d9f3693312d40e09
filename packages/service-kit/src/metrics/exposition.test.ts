import { describe, expect, it } from 'vitest';
import { parseExposition, sumOf } from './exposition.js';

const TEXT = `# HELP http_requests_total The total number of HTTP requests.
# TYPE http_requests_total counter
http_requests_total{method="post",code="200"} 1027 1395066363000
http_requests_total{method="post",code="400"}    3
# a plain comment
msdos_file_access_time_seconds{path="C:\\\\DIR\\\\FILE.TXT",error="Cannot find file:\\n\\"FILE.TXT\\""} 1.458255915e9
# HELP rtt_seconds Round trips.
# TYPE rtt_seconds histogram
rtt_seconds_bucket{le="0.1",op="find"} 2
rtt_seconds_bucket{le="+Inf",op="find"} 3
rtt_seconds_sum{op="find"} 0.45
rtt_seconds_count{op="find"} 3
rtt_seconds_bucket{le="0.1",op="insert"} 0
rtt_seconds_bucket{le="+Inf",op="insert"} 1
rtt_seconds_sum{op="insert"} 2
rtt_seconds_count{op="insert"} 1
`;

describe('parseExposition', () => {
  const families = parseExposition(TEXT);

  it('reads counters with their labels, ignoring timestamps and comments', () => {
    const f = families.get('http_requests_total')!;
    expect(f).toMatchObject({ type: 'counter', help: 'The total number of HTTP requests.' });
    expect(f.samples).toEqual([
      { labels: { method: 'post', code: '200' }, value: 1027 },
      { labels: { method: 'post', code: '400' }, value: 3 },
    ]);
    expect(sumOf(families, 'http_requests_total')).toBe(1030);
    expect(sumOf(families, 'http_requests_total', { code: '400' })).toBe(3);
    expect(sumOf(families, 'no_such_metric')).toBe(0);
  });

  it('unescapes label values and reads untyped samples', () => {
    const f = families.get('msdos_file_access_time_seconds')!;
    expect(f.type).toBe('untyped');
    expect(f.samples[0]).toEqual({ labels: { path: 'C:\\DIR\\FILE.TXT', error: 'Cannot find file:\n"FILE.TXT"' }, value: 1.458255915e9 });
  });

  it('keeps the series of a labelled histogram apart', () => {
    const f = families.get('rtt_seconds')!;
    expect(f.type).toBe('histogram');
    expect(f.samples).toEqual([
      { labels: { op: 'find' }, buckets: { '0.1': 2, '+Inf': 3 }, sum: 0.45, count: 3 },
      { labels: { op: 'insert' }, buckets: { '0.1': 0, '+Inf': 1 }, sum: 2, count: 1 },
    ]);
    expect(families.has('rtt_seconds_bucket')).toBe(false);
    expect(sumOf(families, 'rtt_seconds')).toBe(4);
  });

  it('refuses lines that are not the format', () => {
    expect(() => parseExposition('not a metric line at all')).toThrow(/bad sample line/);
    expect(() => parseExposition('x{a=unquoted} 1')).toThrow(/bad labels/);
  });
});

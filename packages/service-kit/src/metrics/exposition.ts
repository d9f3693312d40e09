/**
 * Reading Prometheus text output (exposition format 0.0.4), for tests and benchmarks; services
 * never import this file. Written here because the one parser on npm
 * (parse-prometheus-text-format 1.1) merges the series of a labelled histogram into one.
 *
 * Samples of a histogram family (`<name>_bucket{le=...}`, `<name>_sum`, `<name>_count`) are
 * gathered into one sample per label set, with its cumulative buckets, count and sum.
 */
export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  labels: Record<string, string>;
  /** Counters, gauges, untyped. */
  value?: number;
  /** Histograms: cumulative counts by upper bound (`+Inf` included), their count and sum. */
  buckets?: Record<string, number>;
  count?: number;
  sum?: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: MetricType;
  samples: Sample[];
}

const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m) throw new Error(`bad labels in line: ${line}`);
    labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function parseValue(s: string): number {
  if (s === '+Inf') return Infinity;
  if (s === '-Inf') return -Infinity;
  return Number(s);
}

export function parseExposition(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const familyOf = (name: string): MetricFamily => {
    let f = families.get(name);
    if (!f) families.set(name, (f = { name, help: '', type: 'untyped', samples: [] }));
    return f;
  };
  /** The histogram or summary family a suffixed sample belongs to, if declared. */
  const ownerOf = (name: string): { family: MetricFamily; part: 'bucket' | 'sum' | 'count' } | undefined => {
    const m = /^(.*)_(bucket|sum|count)$/.exec(name);
    const f = m ? families.get(m[1]!) : undefined;
    return f && (f.type === 'histogram' || f.type === 'summary') ? { family: f, part: m![2] as 'bucket' | 'sum' | 'count' } : undefined;
  };

  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      const m = /^#\s+(HELP|TYPE)\s+(\S+)\s?(.*)$/.exec(line);
      if (!m) continue; // a comment
      const f = familyOf(m[2]!);
      if (m[1] === 'HELP') f.help = m[3]!.replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
      else if (TYPES.has(m[3] as MetricType)) f.type = m[3] as MetricType;
      else throw new Error(`unknown metric type in line: ${line}`);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`bad sample line: ${line}`);
    const [, name, labelText, valueText] = m;
    const labels = labelText ? parseLabels(labelText, line) : {};
    const value = parseValue(valueText!);
    const owner = ownerOf(name!);
    if (!owner) {
      familyOf(name!).samples.push({ labels, value });
      continue;
    }
    const { le, ...series } = labels;
    const key = JSON.stringify(Object.entries(series).sort());
    let sample = owner.family.samples.find((s) => JSON.stringify(Object.entries(s.labels).sort()) === key);
    if (!sample) owner.family.samples.push((sample = { labels: series }));
    if (owner.part === 'bucket') {
      if (le === undefined) throw new Error(`bucket without le in line: ${line}`);
      (sample.buckets ??= {})[le] = value;
    } else {
      sample[owner.part] = value;
    }
  }
  return families;
}

/** Sum of the values (or, for histograms, the counts) of a family's samples whose labels include `where`; 0 when absent. */
export function sumOf(families: Map<string, MetricFamily>, name: string, where: Record<string, string> = {}): number {
  const f = families.get(name);
  if (!f) return 0;
  return f.samples
    .filter((s) => Object.entries(where).every(([k, v]) => s.labels[k] === v))
    .reduce((acc, s) => acc + (s.value ?? s.count ?? 0), 0);
}

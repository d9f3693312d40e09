/**
 * The words for a diagram (docs/maths/diagrams.md): what a screen reader says in place of the
 * picture. Plain sentences a child can hear, holding every value the picture shows, so the problem
 * is as answerable by ear as by eye. Built from the same data the picture is drawn from.
 */
import type { Axis, Diagram, Tick, XY } from './types.js';
import type { Language } from '../language/index.js';
import { describeDiagramEs } from './describe-es.js';
import { fmtNumber } from './numbers.js';

export { fmtNumber };

const pt = ([x, y]: XY): string => `(${fmtNumber(x)}, ${fmtNumber(y)})`;

/** "a, b and c". */
export function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${fmtNumber(n)} ${n === 1 ? one : many}`;

/** The text for a value on a line: its tick's label when it has one. */
function valueText(v: number, labels: Tick[]): string {
  return labels.find((t) => Math.abs(t.at - v) < 1e-6)?.label ?? fmtNumber(v);
}

function axisText(name: string, a: Axis): string {
  return `The ${name} axis${a.label ? `, ${a.label},` : ''} goes from ${fmtNumber(a.min)} to ${fmtNumber(a.max)} in steps of ${fmtNumber(a.step)}.`;
}

const DEG = (d: number): string => `${fmtNumber(d)}°`;

/** The description of `diagram`, sentence by sentence, in `language` (the problem's; English when absent). */
export function describeDiagram(diagram: Diagram, language: Language = 'en'): string {
  if (language === 'es-US') return describeDiagramEs(diagram);
  const d = diagram;
  switch (d.kind) {
    case 'number-line': {
      const out = [`A number line from ${valueText(d.min, d.labels)} to ${valueText(d.max, d.labels)}, cut into ${plural(d.parts, 'equal part')}.`];
      if (d.labels.length > 0) out.push(`Labelled marks: ${listText(d.labels.map((t) => t.label))}.`);
      for (const p of d.points) {
        const at = valueText(p.at, d.labels);
        const dot = p.open ? 'A hollow dot' : 'A dot';
        if (/^[A-Z]$/.test(p.label)) out.push(`Point ${p.label} is at ${at}${p.open ? ' (a hollow dot)' : ''}.`);
        else if (p.label === at || p.label === fmtNumber(p.at)) out.push(`${dot} marks ${p.label}.`);
        else out.push(`${dot} labelled ${p.label} is at ${at}.`);
      }
      for (const s of d.intervals) {
        const from = s.from === null ? null : `${valueText(s.from, d.labels)} (${s.fromOpen ? 'hollow dot, not included' : 'filled dot, included'})`;
        const to = s.to === null ? null : `${valueText(s.to, d.labels)} (${s.toOpen ? 'hollow dot, not included' : 'filled dot, included'})`;
        if (from && to) out.push(`The line is shaded from ${from} to ${to}.`);
        else if (from) out.push(`The line is shaded from ${from} to the right, with an arrow.`);
        else if (to) out.push(`The line is shaded to the left of ${to}, with an arrow.`);
        else out.push('The whole line is shaded.');
      }
      return out.join(' ');
    }
    case 'fraction-bar':
      return [
        `${d.bars.length === 1 ? 'A fraction bar' : `${d.bars.length} fraction bars of the same length`}.`,
        ...d.bars.map((b) => `${b.label ? `Bar ${b.label}: ` : ''}${plural(b.parts, 'equal part')}, ${fmtNumber(b.shaded)} shaded.`),
      ].join(' ');
    case 'area-model': {
      const out = [`An area model: a rectangle split into ${plural(d.rows.length, 'row')} and ${plural(d.columns.length, 'column')}.`];
      if (d.columns.some((c) => c.label)) out.push(`Across the top: ${listText(d.columns.map((c) => c.label || 'no label'))}.`);
      if (d.rows.some((r) => r.label)) out.push(`Down the side: ${listText(d.rows.map((r) => r.label || 'no label'))}.`);
      d.cells.forEach((row, r) => {
        const texts = row.map((c, k) => (c ? `${d.columns[k]?.label || `column ${k + 1}`}: ${c}` : '')).filter(Boolean);
        if (texts.length) out.push(`Row ${d.rows[r]?.label || r + 1}: ${texts.join('; ')}.`);
      });
      if (d.shaded.length) out.push(`${plural(d.shaded.length, 'part')} of ${d.rows.length * d.columns.length} ${d.shaded.length === 1 ? 'is' : 'are'} shaded.`);
      return out.join(' ');
    }
    case 'angle': {
      const out = [`${d.arcs.length > 1 ? 'Angles' : 'An angle'} drawn from one ${d.vertex ? `vertex, ${d.vertex}` : 'vertex'}, with ${plural(d.rays.length, 'ray')}.`];
      if (d.protractor) out.push(`A protractor from 0° to 180° lies on it, 0° on the right. The rays point to ${listText(d.rays.map((r) => `${DEG(r.degrees)}${r.label ? ` (ray ${r.label})` : ''}`))} on its scale.`);
      else if (d.rays.some((r) => r.label)) out.push(`Rays: ${listText(d.rays.map((r) => r.label ?? 'unlabelled'))}.`);
      for (const a of d.arcs) out.push(`${a.label === '?' ? 'The angle marked ? is the one asked for' : `An angle marked ${a.label}`}${d.protractor ? `, between ${DEG(a.from)} and ${DEG(a.to)}` : ''}.`);
      return out.join(' ');
    }
    case 'polygon': {
      const letters = d.vertices.every((v) => v.label) ? ` ${d.vertices.map((v) => v.label).join('')}` : '';
      const out = [`A ${d.name}${letters} with ${plural(d.vertices.length, 'corner')}.`];
      const corner = (i: number): string => d.vertices[i]?.label ?? `corner ${i + 1}`;
      const sides = d.sides.map((s, i) => (s === null ? null : `${letters ? `${corner(i)}${corner((i + 1) % d.vertices.length)}` : `side ${i + 1}`} ${s === '?' ? 'is marked ?' : `is ${s}`}`)).filter((s): s is string => s !== null);
      if (sides.length) out.push(`${listText(sides)}.`.replace(/^./, (c) => c.toUpperCase()));
      const angles = d.angles.map((a, i) => (a === null ? null : `the angle at ${corner(i)} ${a === '?' ? 'is marked ?' : `is ${a}`}`)).filter((s): s is string => s !== null);
      if (angles.length) out.push(`${listText(angles)}.`.replace(/^./, (c) => c.toUpperCase()));
      if (d.rightAngles.length) out.push(`${d.rightAngles.length === 1 ? `The angle at ${corner(d.rightAngles[0]!)} is a right angle` : `Right angles at ${listText(d.rightAngles.map(corner))}`}.`);
      return out.join(' ');
    }
    case 'solid': {
      const name = { 'rectangular-prism': 'rectangular prism', cube: 'cube', cylinder: 'cylinder', cone: 'cone', sphere: 'sphere' }[d.shape];
      const parts = (['length', 'width', 'height', 'radius'] as const).filter((k) => d.labels[k] !== undefined).map((k) => `${k} ${d.labels[k] === '?' ? 'marked ?' : d.labels[k]}`);
      return `A ${name}, not drawn to scale. Labelled: ${listText(parts)}.`;
    }
    case 'net':
      return `A net of a ${d.name}: ${plural(d.faces.length, 'face')} that fold up into it. ${d.faces.map((f) => `A ${fmtNumber(f.w)} by ${fmtNumber(f.h)} face${f.label ? ` labelled ${f.label}` : ''}.`).join(' ')}`;
    case 'coordinate-plane': {
      const out = [`A coordinate plane. ${axisText('x', d.x)} ${axisText('y', d.y)}`];
      for (const p of d.points) out.push(`Point ${p.label} is at ${pt([p.x, p.y])}.`);
      for (const s of d.segments) out.push(`A segment joins ${pt(s.from)} and ${pt(s.to)}.`);
      for (const l of d.lines) out.push(`A line${l.label ? ` ${l.label}` : ''} goes through ${pt(l.through[0])} and ${pt(l.through[1])}.`);
      for (const p of d.polygons) out.push(`A polygon${p.label ? ` ${p.label}` : ''} has corners at ${listText(p.vertices.map(pt))}.`);
      return out.join(' ');
    }
    case 'bar-graph':
      return `A bar graph, "${d.title}". ${axisText('value', d.scale)} ${d.bars.map((b) => `${b.label}: ${fmtNumber(b.value)}.`).join(' ')}`;
    case 'picture-graph':
      return `A picture graph, "${d.title}". Each ${d.symbol} stands for ${fmtNumber(d.perSymbol)}. ${d.rows.map((r) => `${r.label}: ${plural(r.count, d.symbol)}.`).join(' ')}`;
    case 'dot-plot': {
      const mark = d.marker === 'x' ? 'an X' : 'a dot';
      const values = [...d.values].sort((a, b) => a - b).map((v) => valueText(v, d.labels));
      return `A ${d.marker === 'x' ? 'line plot' : 'dot plot'}, "${d.title}", on a number line from ${valueText(d.min, d.labels)} to ${valueText(d.max, d.labels)}, with ${mark} for each of ${d.values.length} values: ${listText(values)}.`;
    }
    case 'histogram':
      return `A histogram, "${d.title}". ${d.valueLabel} in intervals; the bar height is the count. ${d.bins.map((b) => `From ${fmtNumber(b.from)} to ${fmtNumber(b.to)}: ${fmtNumber(b.count)}.`).join(' ')}`;
    case 'box-plot':
      return `${d.plots.length === 1 ? 'A box plot' : `${d.plots.length} box plots on one scale`}, "${d.title}". ${axisText('number line', d.axis).replace('The number line axis', 'The scale')} ${d.plots
        .map((p) => `${p.label ? `${p.label}: minimum` : 'Minimum'} ${fmtNumber(p.min)}, lower quartile ${fmtNumber(p.q1)}, median ${fmtNumber(p.median)}, upper quartile ${fmtNumber(p.q3)}, maximum ${fmtNumber(p.max)}.`)
        .join(' ')}`;
    case 'scatter-plot':
      return `A scatter plot, "${d.title}". ${axisText('x', d.x)} ${axisText('y', d.y)} ${plural(d.points.length, 'point')}: ${listText(d.points.map(pt))}.${d.trendLine ? ` A trend line goes through ${pt(d.trendLine[0])} and ${pt(d.trendLine[1])}.` : ''}`;
    case 'function-graph':
      return `A graph, "${d.title}". ${axisText('x', d.x)} ${axisText('y', d.y)} ${d.series
        .map((s) => `${s.label ? `${s.label}: ` : ''}${s.connect ? 'a line through' : 'points at'} ${listText(s.points.map(pt))}.`)
        .join(' ')}`;
    default:
      return 'A diagram.';
  }
}

/**
 * The words for a diagram in US Spanish (docs/maths/diagrams.md, docs/maths/languages.md): the same
 * sentences as describe.ts, from the same data, for a problem in Spanish. The data's own labels
 * (titles, bar names) are written by the generator in the problem's language; the shape names the
 * data carries in English are named here.
 */
import type { Axis, Diagram, Tick, XY } from './types.js';
import { fmtNumber } from './numbers.js';

const pt = ([x, y]: XY): string => `(${fmtNumber(x)}, ${fmtNumber(y)})`;

/** "a, b y c" ("e" before an "i" sound). */
export function listTextEs(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1]!;
  return `${items.slice(0, -1).join(', ')} ${/^h?[iíIÍ](?![aeouáéóú])/.test(last) ? 'e' : 'y'} ${last}`;
}

const plural = (n: number, one: string, many: string): string => `${fmtNumber(n)} ${n === 1 ? one : many}`;

function valueText(v: number, labels: Tick[]): string {
  return labels.find((t) => Math.abs(t.at - v) < 1e-6)?.label ?? fmtNumber(v);
}

function axisText(name: string, a: Axis): string {
  return `El eje ${name}${a.label ? `, ${a.label},` : ''} va de ${fmtNumber(a.min)} a ${fmtNumber(a.max)} de ${fmtNumber(a.step)} en ${fmtNumber(a.step)}.`;
}

const DEG = (d: number): string => `${fmtNumber(d)}°`;

/** Shape names the data carries (in English), with their Spanish name and article. */
const SHAPES: Readonly<Record<string, { name: string; fem: boolean }>> = {
  triangle: { name: 'triángulo', fem: false },
  'right triangle': { name: 'triángulo rectángulo', fem: false },
  rectangle: { name: 'rectángulo', fem: false },
  square: { name: 'cuadrado', fem: false },
  parallelogram: { name: 'paralelogramo', fem: false },
  trapezoid: { name: 'trapecio', fem: false },
  rhombus: { name: 'rombo', fem: false },
  quadrilateral: { name: 'cuadrilátero', fem: false },
  pentagon: { name: 'pentágono', fem: false },
  hexagon: { name: 'hexágono', fem: false },
  'rectangular prism': { name: 'prisma rectangular', fem: false },
  cube: { name: 'cubo', fem: false },
  cylinder: { name: 'cilindro', fem: false },
  cone: { name: 'cono', fem: false },
  sphere: { name: 'esfera', fem: true },
  'triangular prism': { name: 'prisma triangular', fem: false },
  'square pyramid': { name: 'pirámide cuadrada', fem: true },
};

/** "un triángulo", "una esfera"; a name not in the table is kept as written. */
function aShape(name: string): string {
  const s = SHAPES[name];
  return s ? `${s.fem ? 'una' : 'un'} ${s.name}` : `una figura (${name})`;
}

/** The Spanish description of `diagram`, sentence by sentence. */
export function describeDiagramEs(diagram: Diagram): string {
  const d = diagram;
  switch (d.kind) {
    case 'number-line': {
      const out = [`Una recta numérica de ${valueText(d.min, d.labels)} a ${valueText(d.max, d.labels)}, dividida en ${plural(d.parts, 'parte igual', 'partes iguales')}.`];
      if (d.labels.length > 0) out.push(`Marcas con número: ${listTextEs(d.labels.map((t) => t.label))}.`);
      for (const p of d.points) {
        const at = valueText(p.at, d.labels);
        const dot = p.open ? 'Un punto hueco' : 'Un punto';
        if (/^[A-Z]$/.test(p.label)) out.push(`El punto ${p.label} está en ${at}${p.open ? ' (un punto hueco)' : ''}.`);
        else if (p.label === at || p.label === fmtNumber(p.at)) out.push(`${dot} marca ${p.label}.`);
        else out.push(`${dot} con la etiqueta ${p.label} está en ${at}.`);
      }
      for (const s of d.intervals) {
        const from = s.from === null ? null : `${valueText(s.from, d.labels)} (${s.fromOpen ? 'punto hueco, no incluido' : 'punto relleno, incluido'})`;
        const to = s.to === null ? null : `${valueText(s.to, d.labels)} (${s.toOpen ? 'punto hueco, no incluido' : 'punto relleno, incluido'})`;
        if (from && to) out.push(`La recta está sombreada de ${from} a ${to}.`);
        else if (from) out.push(`La recta está sombreada desde ${from} hacia la derecha, con una flecha.`);
        else if (to) out.push(`La recta está sombreada a la izquierda de ${to}, con una flecha.`);
        else out.push('Toda la recta está sombreada.');
      }
      return out.join(' ');
    }
    case 'fraction-bar':
      return [
        `${d.bars.length === 1 ? 'Una barra de fracciones' : `${d.bars.length} barras de fracciones del mismo largo`}.`,
        ...d.bars.map((b) => `${b.label ? `Barra ${b.label}: ` : ''}${plural(b.parts, 'parte igual', 'partes iguales')}, ${fmtNumber(b.shaded)} ${b.shaded === 1 ? 'sombreada' : 'sombreadas'}.`),
      ].join(' ');
    case 'area-model': {
      const out = [`Un modelo de área: un rectángulo dividido en ${plural(d.rows.length, 'fila', 'filas')} y ${plural(d.columns.length, 'columna', 'columnas')}.`];
      if (d.columns.some((c) => c.label)) out.push(`Arriba: ${listTextEs(d.columns.map((c) => c.label || 'sin etiqueta'))}.`);
      if (d.rows.some((r) => r.label)) out.push(`Al lado: ${listTextEs(d.rows.map((r) => r.label || 'sin etiqueta'))}.`);
      d.cells.forEach((row, r) => {
        const texts = row.map((c, k) => (c ? `${d.columns[k]?.label || `columna ${k + 1}`}: ${c}` : '')).filter(Boolean);
        if (texts.length) out.push(`Fila ${d.rows[r]?.label || r + 1}: ${texts.join('; ')}.`);
      });
      if (d.shaded.length) out.push(`${plural(d.shaded.length, 'parte', 'partes')} de ${d.rows.length * d.columns.length} ${d.shaded.length === 1 ? 'está sombreada' : 'están sombreadas'}.`);
      return out.join(' ');
    }
    case 'angle': {
      const out = [`${d.arcs.length > 1 ? 'Ángulos trazados' : 'Un ángulo trazado'} desde ${d.vertex ? `un vértice, ${d.vertex}` : 'un vértice'}, con ${plural(d.rays.length, 'rayo', 'rayos')}.`];
      if (d.protractor) out.push(`Encima hay un transportador de 0° a 180°, con 0° a la derecha. Los rayos apuntan a ${listTextEs(d.rays.map((r) => `${DEG(r.degrees)}${r.label ? ` (rayo ${r.label})` : ''}`))} en su escala.`);
      else if (d.rays.some((r) => r.label)) out.push(`Rayos: ${listTextEs(d.rays.map((r) => r.label ?? 'sin etiqueta'))}.`);
      for (const a of d.arcs) out.push(`${a.label === '?' ? 'El ángulo marcado con ? es el que se pregunta' : `Un ángulo marcado ${a.label}`}${d.protractor ? `, entre ${DEG(a.from)} y ${DEG(a.to)}` : ''}.`);
      return out.join(' ');
    }
    case 'polygon': {
      const letters = d.vertices.every((v) => v.label) ? ` ${d.vertices.map((v) => v.label).join('')}` : '';
      const out = [`${cap(aShape(d.name))}${letters} con ${plural(d.vertices.length, 'esquina', 'esquinas')}.`];
      const corner = (i: number): string => d.vertices[i]?.label ?? `la esquina ${i + 1}`;
      const sides = d.sides.map((s, i) => (s === null ? null : `${letters ? `el lado ${corner(i)}${corner((i + 1) % d.vertices.length)}` : `el lado ${i + 1}`} ${s === '?' ? 'está marcado con ?' : `mide ${s}`}`)).filter((s): s is string => s !== null);
      if (sides.length) out.push(cap(`${listTextEs(sides)}.`));
      const angles = d.angles.map((a, i) => (a === null ? null : `el ángulo en ${corner(i)} ${a === '?' ? 'está marcado con ?' : `mide ${a}`}`)).filter((s): s is string => s !== null);
      if (angles.length) out.push(cap(`${listTextEs(angles)}.`));
      if (d.rightAngles.length) out.push(`${d.rightAngles.length === 1 ? `El ángulo en ${corner(d.rightAngles[0]!)} es un ángulo recto` : `Ángulos rectos en ${listTextEs(d.rightAngles.map(corner))}`}.`);
      return out.join(' ');
    }
    case 'solid': {
      const name = { 'rectangular-prism': 'rectangular prism', cube: 'cube', cylinder: 'cylinder', cone: 'cone', sphere: 'sphere' }[d.shape];
      const words = { length: 'largo', width: 'ancho', height: 'altura', radius: 'radio' } as const;
      const parts = (['length', 'width', 'height', 'radius'] as const).filter((k) => d.labels[k] !== undefined).map((k) => `${words[k]} ${d.labels[k] === '?' ? 'marcado con ?' : d.labels[k]}`);
      return `${cap(aShape(name))}, no dibujado a escala. Medidas: ${listTextEs(parts)}.`;
    }
    case 'net':
      return `Una plantilla de ${aShape(d.name)}: ${plural(d.faces.length, 'cara', 'caras')} que se doblan para formarlo. ${d.faces.map((f) => `Una cara de ${fmtNumber(f.w)} por ${fmtNumber(f.h)}${f.label ? ` con la etiqueta ${f.label}` : ''}.`).join(' ')}`;
    case 'coordinate-plane': {
      const out = [`Un plano de coordenadas. ${axisText('x', d.x)} ${axisText('y', d.y)}`];
      for (const p of d.points) out.push(`El punto ${p.label} está en ${pt([p.x, p.y])}.`);
      for (const s of d.segments) out.push(`Un segmento une ${pt(s.from)} y ${pt(s.to)}.`);
      for (const l of d.lines) out.push(`Una recta${l.label ? ` ${l.label}` : ''} pasa por ${pt(l.through[0])} y ${pt(l.through[1])}.`);
      for (const p of d.polygons) out.push(`Un polígono${p.label ? ` ${p.label}` : ''} tiene esquinas en ${listTextEs(p.vertices.map(pt))}.`);
      return out.join(' ');
    }
    case 'bar-graph':
      return `Una gráfica de barras, "${d.title}". ${axisText('de los valores', d.scale)} ${d.bars.map((b) => `${b.label}: ${fmtNumber(b.value)}.`).join(' ')}`;
    case 'picture-graph':
      return `Un pictograma, "${d.title}". Cada ${d.symbol} vale ${fmtNumber(d.perSymbol)}. ${d.rows.map((r) => `${r.label}: ${fmtNumber(r.count)} × ${d.symbol}.`).join(' ')}`;
    case 'dot-plot': {
      const mark = d.marker === 'x' ? 'una X' : 'un punto';
      const values = [...d.values].sort((a, b) => a - b).map((v) => valueText(v, d.labels));
      return `Un ${d.marker === 'x' ? 'diagrama de puntos con X' : 'diagrama de puntos'}, "${d.title}", sobre una recta numérica de ${valueText(d.min, d.labels)} a ${valueText(d.max, d.labels)}, con ${mark} por cada uno de ${d.values.length} valores: ${listTextEs(values)}.`;
    }
    case 'histogram':
      return `Un histograma, "${d.title}". ${d.valueLabel} en intervalos; la altura de la barra es la cantidad. ${d.bins.map((b) => `De ${fmtNumber(b.from)} a ${fmtNumber(b.to)}: ${fmtNumber(b.count)}.`).join(' ')}`;
    case 'box-plot':
      return `${d.plots.length === 1 ? 'Un diagrama de caja' : `${d.plots.length} diagramas de caja en una misma escala`}, "${d.title}". ${axisText('de la escala', d.axis).replace('El eje de la escala', 'La escala')} ${d.plots
        .map((p) => `${p.label ? `${p.label}: mínimo` : 'Mínimo'} ${fmtNumber(p.min)}, cuartil inferior ${fmtNumber(p.q1)}, mediana ${fmtNumber(p.median)}, cuartil superior ${fmtNumber(p.q3)}, máximo ${fmtNumber(p.max)}.`)
        .join(' ')}`;
    case 'scatter-plot':
      return `Un diagrama de dispersión, "${d.title}". ${axisText('x', d.x)} ${axisText('y', d.y)} ${plural(d.points.length, 'punto', 'puntos')}: ${listTextEs(d.points.map(pt))}.${d.trendLine ? ` Una línea de tendencia pasa por ${pt(d.trendLine[0])} y ${pt(d.trendLine[1])}.` : ''}`;
    case 'function-graph':
      return `Una gráfica, "${d.title}". ${axisText('x', d.x)} ${axisText('y', d.y)} ${d.series
        .map((s) => `${s.label ? `${s.label}: ` : ''}${s.connect ? 'una línea que pasa por' : 'puntos en'} ${listTextEs(s.points.map(pt))}.`)
        .join(' ')}`;
    default:
      return 'Un diagrama.';
  }
}

function cap(s: string): string {
  return s.replace(/^./, (c) => c.toUpperCase());
}

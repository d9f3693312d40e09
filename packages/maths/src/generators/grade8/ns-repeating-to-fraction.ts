import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { fmtFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

function twoDigitBlock(rng: Rng, avoidFirst = -1, avoidSecond = -1): string {
  for (let i = 0; i < 20; i++) {
    const a = rng.int(0, 9);
    const b = rng.int(0, 9);
    if (a === b || a === avoidFirst || b === avoidSecond) continue;
    return `${a}${b}`;
  }
  return '27';
}

/**
 * The friendliest problems (d1) besides 0.ddd… itself: the same decimal negative, or the step the
 * method rests on (10x − x for x = 0.ddd…, where the repeating tails cancel). One repeating digit each.
 */
/** "Write 0.ddd… as a fraction" in one of five wordings, drawn after the digits (docs/maths/curriculum.md, "Variety"). */
function asFractionQuestion(rng: Rng, shown: string, block: string, w: Words): string {
  const dec = w.t(`${shown} (the ${block} repeats)`, `${shown} (el ${block} se repite)`);
  if (w.es) {
    return rng.pick([
      `Escribe ${dec} como fracción en su mínima expresión.`,
      `${someone(rng, w)} ve ${dec} en una calculadora. ¿Qué fracción es, en su mínima expresión?`,
      `¿Qué fracción, en su mínima expresión, es igual a ${dec}?`,
      `Convierte el decimal periódico ${dec} en una fracción en su mínima expresión.`,
      `Expresa ${dec} como fracción en su mínima expresión.`,
    ]);
  }
  return rng.pick([
    `Write ${dec} as a fraction in simplest form.`,
    `${someone(rng)} sees ${dec} on a calculator. What fraction in simplest form is it?`,
    `What fraction, in simplest form, equals ${dec}?`,
    `Change the repeating decimal ${dec} into a fraction in simplest form.`,
    `Express ${dec} as a fraction in simplest form.`,
  ]);
}

function firstStep(rng: Rng, negative: boolean, w: Words) {
  const d = rng.int(1, negative ? 8 : 9);
  const tail = String(d).repeat(4);
  const x = Rational.of(d, 9);
  if (negative) {
    const answer: AnswerSpec = { format: 'fraction', value: x.neg().toString(), canonical: fmtFrac(x.neg()), simplify: 'required', allowMixed: true, allowImproper: true };
    return bodyByFormat(
      asFractionQuestion(rng, `−0.${tail}…`, String(d), w),
      answer,
      [w.t(`Work with 0.${tail}… first and put the minus sign back at the end.`, `Trabaja primero con 0.${tail}… y vuelve a poner el signo menos al final.`), w.t(`Let x = 0.${tail}…; then 10x = ${d}.${tail}….`, `Sea x = 0.${tail}…; entonces 10x = ${d}.${tail}….`), w.t('Subtract x from 10x: the repeating tails cancel. Divide, then simplify if you can.', 'Resta x de 10x: las colas que se repiten se cancelan. Divide y luego simplifica si puedes.')],
      [
        w.t(`Let x = 0.${tail}…; then 10x = ${d}.${tail}….`, `Sea x = 0.${tail}…; entonces 10x = ${d}.${tail}….`),
        w.t(`Subtracting removes the repeating tail: 10x − x = ${d}, so 9x = ${d}.`, `Al restar se quita la cola que se repite: 10x − x = ${d}, así que 9x = ${d}.`),
        x.den === 9n ? w.t(`x = ${d}/9, already in simplest form.`, `x = ${d}/9, que ya está en su mínima expresión.`) : w.t(`x = ${d}/9; divide top and bottom by ${9 / Number(x.den)}: x = ${fmtFrac(x)}.`, `x = ${d}/9; divide el numerador y el denominador entre ${9 / Number(x.den)}: x = ${fmtFrac(x)}.`),
        w.t(`Put the sign back: −0.${tail}… = ${fmtFrac(x.neg())}.`, `Vuelve a poner el signo: −0.${tail}… = ${fmtFrac(x.neg())}.`),
        w.t(`Check: ${fmtInt(x.num)} ÷ ${fmtInt(x.den)} = 0.${tail}…, so ${fmtFrac(x.neg())} = −0.${tail}….`, `Comprueba: ${fmtInt(x.num)} ÷ ${fmtInt(x.den)} = 0.${tail}…, así que ${fmtFrac(x.neg())} = −0.${tail}….`),
      ],
      [
        mis(fmtFrac(x), 'dropped-sign', w.t('The decimal is negative, so the fraction is negative too.', 'El decimal es negativo, así que la fracción también es negativa.')),
        mis(`−${d}/10`, 'treated-as-terminating', w.t(`−0.${tail}… keeps going, so it is not exactly −0.${d}. Use the subtract trick to remove the repeating part.`, `−0.${tail}… sigue y sigue, así que no es exactamente −0.${d}. Usa el truco de restar para quitar la parte que se repite.`)),
      ],
    );
  }
  const answer: AnswerSpec = { format: 'integer', value: String(d), canonical: String(d) };
  return bodyByFormat(
    w.t(`Let x = 0.${tail}… (the ${d} repeats), so 10x = ${d}.${tail}… What is 10x − x?`, `Sea x = 0.${tail}… (el ${d} se repite), así que 10x = ${d}.${tail}… ¿Cuánto es 10x − x?`),
    answer,
    [w.t('Write 10x above x and line up the decimal points.', 'Escribe 10x arriba de x y alinea los puntos decimales.'), w.t(`After the decimal point, both are ${d}s forever.`, `Después del punto decimal, los dos tienen ${d} que se repite para siempre.`), w.t('Subtract: the repeating tails cancel, so only the whole-number parts are left to subtract.', 'Resta: las colas que se repiten se cancelan, así que solo quedan por restar las partes enteras.')],
    [
      w.t(`10x = ${d}.${tail}… and x = 0.${tail}….`, `10x = ${d}.${tail}… y x = 0.${tail}….`),
      // The difference is the last step, where the child fills it in; x as a fraction is part of the check.
      w.t('The parts after the decimal point are the same, so they cancel when you subtract.', 'Las partes después del punto decimal son iguales, así que se cancelan al restar.'),
      `10x − x = ${d}.`,
      w.t(`Check: 10x − x = 9x, and 9 × ${fmtFrac(x)} = ${d}, so x = ${fmtFrac(x)}.`, `Comprueba: 10x − x = 9x, y 9 × ${fmtFrac(x)} = ${d}, así que x = ${fmtFrac(x)}.`),
    ],
    d === 9 ? [] : [mis('9', 'gave-coefficient', w.t('That is how many x are left (10x − x = 9x); the question asks what 9x equals.', 'Eso es cuántas x quedan (10x − x = 9x); la pregunta pide cuánto vale 9x.'))],
  );
}

export const nsRepeatingToFraction: SkillGenerator = {
  skillId: 'g8.ns.repeating-to-fraction',
  grade: 8,
  domain: 'ns',
  ccss: ['8.NS.A.1'],
  topic: 'Number system',
  subtopic: 'Repeating decimals to fractions',
  prereqs: ['g8.ns.rational-or-irrational', 'g6.ns.gcf-lcm'],
  estTimeSec: times(30, 150),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let wholePart = 0;
    let P = '';
    let B: string;
    if (difficulty === 1) {
      const variant = rng.int(0, 2);
      if (variant > 0) return firstStep(rng, variant === 1, w);
      B = String(rng.int(1, 8));
    }
    else if (difficulty === 2) B = twoDigitBlock(rng);
    else if (difficulty === 3) {
      wholePart = rng.int(1, 5);
      B = rng.bool(0.6) ? String(rng.int(1, 8)) : twoDigitBlock(rng);
    } else if (difficulty === 4) {
      P = String(rng.int(1, 9));
      B = String(rng.int(1, 9));
      if (B === P) B = String((Number(P) % 9) + 1);
    } else {
      P = String(rng.int(1, 9));
      B = twoDigitBlock(rng, -1, Number(P));
    }
    const p = P.length;
    const r = B.length;
    const shown = `${wholePart}.${P}${B.repeat(r === 1 ? 4 : 3)}…`;
    const text = asFractionQuestion(rng, shown, B, w);
    const hi = 10 ** (p + r);
    const lo = 10 ** p;
    const N = Number(`${wholePart}${P}${B}`);
    const M = Number(`${wholePart}${P}`);
    const diffNum = N - M;
    const diffDen = hi - lo;
    const x = Rational.of(diffNum, diffDen);
    const answer: AnswerSpec = {
      format: 'fraction',
      value: x.toString(),
      canonical: fmtFrac(x),
      simplify: 'required',
      allowMixed: true,
      allowImproper: true,
    };
    const xs = (k: number): string => (k === 1 ? 'x' : `${fmtInt(k)}x`);
    const shifted = (k: number): string => {
      // value of k·x as a decimal with repeats, for display
      const digits = `${wholePart}${P}${B.repeat(4)}`;
      const shift = Math.log10(k);
      const whole = digits.slice(0, 1 + shift);
      const rest = digits.slice(1 + shift, 1 + shift + 2 * r + (r === 1 ? 2 : 0));
      return `${fmtInt(Number(whole))}.${rest}…`;
    };
    const first =
      p === 0
        ? w.t(`Let x = ${shown}; then ${xs(hi)} = ${shifted(hi)}`, `Sea x = ${shown}; entonces ${xs(hi)} = ${shifted(hi)}`)
        : w.t(`Let x = ${shown}; then ${xs(lo)} = ${shifted(lo)} and ${xs(hi)} = ${shifted(hi)}`, `Sea x = ${shown}; entonces ${xs(lo)} = ${shifted(lo)} y ${xs(hi)} = ${shifted(hi)}`);
    const sub = p === 0 ? `${xs(hi)} − x = ${fmtInt(diffNum)}` : `${xs(hi)} − ${xs(lo)} = ${fmtInt(diffNum)}`;
    const m: Misconception[] = [];
    const fracDigits = `${P}${B}`;
    m.push(
      mis(`${Number(fracDigits) + wholePart * 10 ** fracDigits.length}/${10 ** fracDigits.length}`, 'treated-as-terminating', w.t(`${shown} keeps going, so it is not exactly ${wholePart}.${fracDigits}. Use the subtract trick to remove the repeating part.`, `${shown} sigue y sigue, así que no es exactamente ${wholePart}.${fracDigits}. Usa el truco de restar para quitar la parte que se repite.`)),
    );
    if (p > 0) {
      m.push(mis(`${Number(fracDigits)}/${'9'.repeat(p + r)}`, 'ignored-non-repeating-digit', w.t(`Only the ${B} repeats, not the ${P}. Multiply by ${fmtInt(lo)} and by ${fmtInt(hi)} and subtract.`, `Solo se repite el ${B}, no el ${P}. Multiplica por ${fmtInt(lo)} y por ${fmtInt(hi)} y resta.`)));
      m.push(mis(`${Number(B)}/${'9'.repeat(r)}`, 'repetend-only', w.t(`${Number(B)}/${'9'.repeat(r)} = 0.${B}${B}… but your number starts with 0.${P}. Account for the ${P} too.`, `${Number(B)}/${'9'.repeat(r)} = 0.${B}${B}…, pero tu número empieza con 0.${P}. Toma en cuenta también el ${P}.`)));
    }
    if (wholePart > 0) {
      const fracPart = x.sub(wholePart);
      m.push(mis(fmtFrac(fracPart), 'forgot-whole-part', w.t(`Don't forget the whole number ${wholePart} in front of the decimal point.`, `No te olvides del número entero ${wholePart} que va antes del punto decimal.`)));
    }
    if (p === 0 && r === 2 && diffNum % 11 !== 0 && wholePart === 0) {
      m.push(mis(`${Number(B)}/100`, 'over-100', w.t(`0.${B}${B}… is not ${Number(B)}/100 (that is 0.${B} exactly). A two-digit block repeating goes over 99.`, `0.${B}${B}… no es ${Number(B)}/100 (eso es exactamente 0.${B}). Un bloque de dos dígitos que se repite va sobre 99.`)));
    }
    const g = diffDen / Number(Rational.of(diffNum, diffDen).den);
    return bodyByFormat(
      text,
      answer,
      [`${first}.`, w.t(`Subtract: ${sub}.`, `Resta: ${sub}.`), w.t(`So ${xs(diffDen)} = ${fmtInt(diffNum)}: divide both sides by ${fmtInt(diffDen)}, then simplify if you can.`, `Entonces ${xs(diffDen)} = ${fmtInt(diffNum)}: divide los dos lados entre ${fmtInt(diffDen)} y luego simplifica si puedes.`)],
      [
        `${first}.`,
        w.t(`Subtracting removes the repeating tail: ${sub}, so ${xs(diffDen)} = ${fmtInt(diffNum)}.`, `Al restar se quita la cola que se repite: ${sub}, así que ${xs(diffDen)} = ${fmtInt(diffNum)}.`),
        g > 1 ? w.t(`x = ${fmtInt(diffNum)}/${fmtInt(diffDen)}; divide top and bottom by ${g}: x = ${fmtFrac(x)}.`, `x = ${fmtInt(diffNum)}/${fmtInt(diffDen)}; divide el numerador y el denominador entre ${g}: x = ${fmtFrac(x)}.`) : w.t(`x = ${fmtFrac(x)}, already in simplest form.`, `x = ${fmtFrac(x)}, que ya está en su mínima expresión.`),
        w.t(`Check: ${fmtInt(x.num)} ÷ ${fmtInt(x.den)} = ${shown}.`, `Comprueba: ${fmtInt(x.num)} ÷ ${fmtInt(x.den)} = ${shown}.`),
      ],
      m,
    );
  },
};

import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const rpPercentChangeError: SkillGenerator = {
  skillId: 'g7.rp.percent-change-error',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.3'],
  topic: 'Percents',
  subtopic: 'Percent increase, decrease & error',
  prereqs: ['g6.rp.percent'],
  estTimeSec: times(25, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d === 4) {
      // People and books are whole: the change is drawn to be a whole number (docs/maths/curriculum.md, "Contexts").
      let orig = R(0);
      let pct = 0;
      do {
        orig = R(rng.int(2, 30) * 10);
        pct = rng.pick([10, 20, 25, 30, 40, 15, 5]);
      } while (!orig.mul(pct).div(100).isInteger());
      const up = rng.bool();
      const ans = orig.mul(up ? 100 + pct : 100 - pct).div(100);
      const places = w.t(
        [['A town had', 'people'], ['A school had', 'students'], ['A library had', 'books'], ['A stadium parking lot had', 'cars'], ['A zoo had', 'visitors']] as const,
        [['Un pueblo tenía', 'habitantes'], ['Una escuela tenía', 'estudiantes'], ['Una biblioteca tenía', 'libros'], ['El estacionamiento de un estadio tenía', 'carros'], ['Un zoológico tenía', 'visitantes']] as const,
      );
      const [thing, what] = places[rng.int(0, places.length - 1)]!;
      const o = fmtDecOrMixed(orig);
      const c = fmtDecOrMixed(orig.mul(pct).div(100));
      return bodyLoose(
        w.t(
          `${thing} ${o} ${what}. The number ${up ? 'increased' : 'decreased'} by ${pct}%. How many ${what} are there now?`,
          `${thing} ${o} ${what}. El número ${up ? 'aumentó' : 'disminuyó'} un ${pct}%. ¿Cuántos ${what} hay ahora?`,
        ),
        A.number(ans),
        w.es
          ? [`Encuentra el ${pct}% de ${o}.`, `El ${pct}% de ${o} = ${c}.`, `${up ? 'Súmaselo a' : 'Réstaselo a'} ${o}.`]
          : [`Find ${pct}% of ${o}.`, `${pct}% of ${o} = ${c}.`, `${up ? 'Add it to' : 'Subtract it from'} ${o}.`],
        [w.t(`Change: ${pct}% of ${o} = ${c}.`, `Cambio: el ${pct}% de ${o} = ${c}.`), `${w.t('New amount', 'Nueva cantidad')}: ${o} ${up ? '+' : '−'} ${c} = ${fmtDecOrMixed(ans)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(orig)} × ${fmtDecOrMixed(R(up ? 100 + pct : 100 - pct).div(100))} = ${fmtDecOrMixed(ans)}.`],
        [mis(val(orig.mul(pct).div(100)), 'change-only', w.t('That is the change; apply it to the original amount.', 'Ese es el cambio; aplícalo a la cantidad original.')), mis(val(up ? orig.sub(orig.mul(pct).div(100)) : orig.add(orig.mul(pct).div(100))), 'wrong-direction', up ? w.t('An increase is added.', 'Un aumento se suma.') : w.t('A decrease is subtracted.', 'Una disminución se resta.'))],
      );
    }
    let a: number;
    let b: number;
    if (d === 5) {
      // percent error: estimate a, actual b, exact percent
      b = rng.pick([20, 25, 40, 50, 80, 100, 200]);
      const errPct = rng.pick([5, 10, 15, 20, 25]);
      const diff = (b * errPct) / 100;
      if (!Number.isInteger(diff)) b = 100;
      const dd = (b * errPct) / 100;
      a = rng.bool() ? b - dd : b + dd;
      const pe = R(Math.abs(a - b)).mul(100).div(b);
      return bodyLoose(
        rng.pick(w.es ? [
          `Sofía calculó que vendrían ${a} personas al espectáculo. Vinieron ${b} personas. ¿Cuál es su porcentaje de error?`,
          `Mateo adivinó que había ${a} gomitas en un frasco. En realidad había ${b}. ¿Cuál es su porcentaje de error?`,
          `Valentina pensaba que su libro tenía ${a} páginas. Tiene ${b} páginas. ¿Cuál es su porcentaje de error?`,
          `Santiago calculó que había ${a} pájaros en el lago. El guardabosques del parque contó ${b}. ¿Cuál es el porcentaje de error de Santiago?`,
          `Un entrenador esperaba ${a} corredores en la carrera, y llegaron ${b}. ¿Cuál es el porcentaje de error del entrenador?`,
        ] : [
          `Maya estimated that ${a} people would come to the show. ${b} people came. What is her percent error?`,
          `Leo guessed there were ${a} jelly beans in a jar. There were really ${b}. What is his percent error?`,
          `Ava thought her book had ${a} pages. It has ${b} pages. What is her percent error?`,
          `Omar estimated ${a} birds at the lake. The park ranger counted ${b}. What is Omar's percent error?`,
          `A coach expected ${a} runners at the race, and ${b} came. What is the coach's percent error?`,
        ]),
        A.percent(pe),
        [w.t('Percent error = |estimate − actual| ÷ actual × 100%.', 'Porcentaje de error = |estimación − valor real| ÷ valor real × 100%.'), `|${a} − ${b}| = ${Math.abs(a - b)}.`, w.t(`${Math.abs(a - b)} ÷ ${b} as a percent.`, `${Math.abs(a - b)} ÷ ${b} como porcentaje.`)],
        [`Error: |${a} − ${b}| = ${Math.abs(a - b)}.`, `${Math.abs(a - b)} ÷ ${b} = ${fmtDecOrMixed(R(Math.abs(a - b)).div(b))} = ${fmtDecOrMixed(pe)}%.`, w.t(`Check: ${fmtDecOrMixed(pe)}% of ${b} is ${Math.abs(a - b)}.`, `Comprueba: el ${fmtDecOrMixed(pe)}% de ${b} es ${Math.abs(a - b)}.`)],
        [
          mis(val(R(Math.abs(a - b)).mul(100).div(a).round(0)), 'divided-by-estimate', w.t('Divide by the actual value, not the estimate.', 'Divide entre el valor real, no entre la estimación.')),
          mis(String(Math.abs(a - b)), 'difference-only', w.t('That is the difference; divide it by the actual value and write it as a percent.', 'Esa es la diferencia; divídela entre el valor real y escríbela como porcentaje.')),
          a > b ? null : mis(`-${fmtDecOrMixed(pe)}`, 'signed-error', w.t('Percent error uses the size of the difference, so it is never negative.', 'El porcentaje de error usa el tamaño de la diferencia, así que nunca es negativo.')),
        ],
      );
    }
    // d1 friendly increase, d2 decrease, d3 non-friendly rounded
    const up = d === 1 ? true : d === 2 ? false : rng.bool();
    const pct = d === 3 ? null : rng.pick([10, 20, 25, 50, 40, 30]);
    let orig = d === 3 ? (rng.bool() ? rng.int(30, 85) : rng.int(120, 400)) : rng.int(2, 12) * (pct === 25 ? 4 : 10);
    let neu: number;
    if (pct !== null) neu = up ? orig + (orig * pct) / 100 : orig - (orig * pct) / 100;
    else {
      // Not a whole percent, and not near a half: rounding the tenth the solution shows gives the same whole percent.
      const awkward = (n: number) => {
        const p = R(Math.abs(n - orig) * 100).div(orig);
        const tenths = p.round(1).mul(10).floor();
        return p.isInteger() || tenths % 10n === 5n;
      };
      // An original such as 50 makes every change a whole percent: then a new original is drawn too.
      for (let tries = 0; ; tries++) {
        if (tries % 8 === 7) orig = rng.bool() ? rng.int(30, 85) : rng.int(120, 400);
        neu = up ? orig + rng.int(5, 40) : orig - rng.int(5, Math.min(40, orig - 5));
        if (!awkward(neu)) break;
      }
    }
    const change = Math.abs(neu - orig);
    const exact = R(change * 100).div(orig);
    const spec = d === 3 ? A.percent(exact, 0) : A.percent(exact);
    const isMoney = d !== 3;
    const show = (n: number) => (isMoney ? fmtMoney(R(n)) : String(n));
    const from = show(orig);
    const to = show(neu);
    const ask = w.t(
      `What is the percent ${up ? 'increase' : 'decrease'}?${d === 3 ? ' Round to the nearest whole percent.' : ''}`,
      `¿Cuál es el porcentaje de ${up ? 'aumento' : 'disminución'}?${d === 3 ? ' Redondea al porcentaje entero más cercano.' : ''}`,
    );
    const who = someone(rng, w);
    const text = w.es
      ? isMoney
        ? rng.pick([
            `Un precio pasa de ${from} a ${to}. ${ask}`,
            `Una bicicleta que costaba ${from} ahora cuesta ${to}. ${ask}`,
            `El juego favorito de ${who} pasó de ${from} a ${to}. ${ask}`,
            `El precio de un boleto para un concierto cambia de ${from} a ${to}. ${ask}`,
            `El precio de una chaqueta cambia de ${from} a ${to}. ${ask}`,
          ])
        : rng.pick([
            `El número de miembros de un club pasa de ${from} a ${to}. ${ask}`,
            `El huerto de una escuela tenía ${from} plantas el año pasado y tiene ${to} este año. ${ask}`,
            `Un museo tuvo ${from} visitantes el lunes y ${to} el martes. ${ask}`,
            `La clase de ${who} juntó ${from} latas el mes pasado y ${to} latas este mes. ${ask}`,
            `Un equipo vendió ${from} boletos de rifa el año pasado y ${to} este año. ${ask}`,
          ])
      : isMoney
      ? rng.pick([
          `A price goes from ${from} to ${to}. ${ask}`,
          `A bike that cost ${from} now costs ${to}. ${ask}`,
          `${who}'s favorite game went from ${from} to ${to}. ${ask}`,
          `The price of a concert ticket changes from ${from} to ${to}. ${ask}`,
          `The price of a jacket changes from ${from} to ${to}. ${ask}`,
        ])
      : rng.pick([
          `The number of members in a club goes from ${from} to ${to}. ${ask}`,
          `A school garden had ${from} plants last year and has ${to} this year. ${ask}`,
          `A museum had ${from} visitors on Monday and ${to} on Tuesday. ${ask}`,
          `${who}'s class collected ${from} cans last month and ${to} cans this month. ${ask}`,
          `A team sold ${from} raffle tickets last year and ${to} this year. ${ask}`,
        ]);
    return bodyLoose(
      text,
      spec,
      w.es
        ? ['Porcentaje de cambio = cambio ÷ cantidad original × 100%.', `El cambio es ${show(Math.max(orig, neu))} − ${show(Math.min(orig, neu))} = ${show(change)}.`, `${change} ÷ ${orig} como porcentaje${d === 3 ? ', redondeado al número entero más cercano' : ''}.`]
        : ['Percent change = change ÷ original amount × 100%.', `The change is ${show(Math.max(orig, neu))} − ${show(Math.min(orig, neu))} = ${show(change)}.`, `${change} ÷ ${orig} as a percent${d === 3 ? ', rounded to the nearest whole number' : ''}.`],
      w.es
        ? [`Cambio: ${change}.`, `${change} ÷ ${orig} ${d === 3 ? '≈ ' + fmtDecOrMixed(R(change).div(orig).round(3)) : '= ' + fmtDecOrMixed(R(change).div(orig))}.`, `Como porcentaje: ${d === 3 ? `≈ ${fmtDecOrMixed(exact.round(1))}%, que se redondea a ${fmtDecOrMixed(exact.round(0))}%` : `${fmtDecOrMixed(exact)}%`}.`, `Comprueba: ${d === 3 ? 'más o menos el ' : 'el '}${fmtDecOrMixed(exact.round(0))}% de ${orig} ≈ ${change}.`]
        : [`Change: ${change}.`, `${change} ÷ ${orig} ${d === 3 ? '≈ ' + fmtDecOrMixed(R(change).div(orig).round(3)) : '= ' + fmtDecOrMixed(R(change).div(orig))}.`, `As a percent: ${d === 3 ? `≈ ${fmtDecOrMixed(exact.round(1))}%, which rounds to ${fmtDecOrMixed(exact.round(0))}%` : `${fmtDecOrMixed(exact)}%`}.`, `Check: ${d === 3 ? 'about ' : ''}${fmtDecOrMixed(exact.round(0))}% of ${orig} ≈ ${change}.`],
      [
        mis(val(R(change * 100).div(neu).round(d === 3 ? 0 : 1)), 'divided-by-new', w.t('Divide the change by the original amount, not the new one.', 'Divide el cambio entre la cantidad original, no entre la nueva.')),
        mis(String(change), 'change-only', w.t('That is the amount of change; write it as a percent of the original.', 'Esa es la cantidad que cambió; escríbela como porcentaje de la original.')),
      ],
    );
  },
};
void Rational;

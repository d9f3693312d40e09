import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { decAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain, fmtDec, fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

const SUP = ['⁰', '¹', '²', '³'];

export const nbtPowersOfTen: SkillGenerator = {
  skillId: 'g5.nbt.powers-of-ten',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.A.1', '5.NBT.A.2'],
  topic: 'Place value',
  subtopic: 'Multiply & divide by 10, 100, 1,000',
  prereqs: ['g4.nbt.place-value'],
  estTimeSec: times(15, 45),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let x = rat(0);
    let k: number;
    let mult: boolean;
    if (difficulty === 1) {
      x = rat(rng.int(12, 999));
      k = rng.int(1, 2);
      mult = true;
    } else if (difficulty === 2) {
      let n = rng.int(12, 999);
      if (n % 10 === 0) n += 3;
      x = rat(n);
      k = rng.int(1, 2);
      mult = false;
    } else if (difficulty === 3) {
      x = rat(rng.int(101, 9999), rng.pick([10, 100, 1000]));
      k = rng.int(1, 3);
      mult = true;
    } else if (difficulty === 4) {
      x = rat(rng.int(11, 9999), rng.pick([10, 100]));
      k = rng.int(1, 3);
      mult = false;
    } else {
      const whole = rng.int(1, 9);
      const f = rng.pick([rng.int(1, 9), rng.int(1, 9) * 10 + rng.int(1, 9)]);
      x = rat(whole * (f < 10 ? 100 : 100) + (f < 10 ? f : f), 100);
      k = 3;
      mult = false;
    }
    if (x.isInteger() && x.num % 10n === 0n && !mult) x = x.add(rat(3));
    const p = 10 ** k;
    const ans = mult ? x.mul(p) : x.div(p);
    const answer = decAnswer(ans);
    const useExp = difficulty >= 3;
    const places = (n: number): string => w.t(`${n} place${n > 1 ? 's' : ''}`, `${n} ${n > 1 ? 'lugares' : 'lugar'}`);
    const side = w.t(mult ? 'left' : 'right', mult ? 'izquierda' : 'derecha');
    const pText = useExp ? `10${SUP[k]}` : fmtInt(p);
    const op = mult ? '×' : '÷';
    const wrongPlaces = mult ? x.mul(10 ** Math.max(0, k - 1)) : x.div(10 ** Math.max(0, k - 1));
    return {
      question: { text: calcQuestion(rng, `${fmtDec(x)} ${op} ${pText}`, '', w) },
      answer,
      hints: hints(
        useExp ? `10${SUP[k]} = ${fmtInt(p)}.` : w.t(`${op === '×' ? 'Multiplying' : 'Dividing'} by 10 moves every digit one place to the ${mult ? 'left' : 'right'}.`, `${mult ? 'Multiplicar por' : 'Dividir entre'} 10 mueve cada dígito un lugar a la ${side}.`),
        w.t(`${mult ? 'Multiplying' : 'Dividing'} by ${fmtInt(p)} moves every digit ${k} place${k > 1 ? 's' : ''} to the ${mult ? 'left' : 'right'}.`, `${mult ? 'Multiplicar por' : 'Dividir entre'} ${fmtInt(p)} mueve cada dígito ${places(k)} a la ${side}.`),
        k > 1
          ? w.t(`${fmtDec(x)} → ${fmtDec(mult ? x.mul(10) : x.div(10))} → … — keep going for ${k} places.`, `${fmtDec(x)} → ${fmtDec(mult ? x.mul(10) : x.div(10))} → …; sigue hasta mover ${places(k)}.`)
          : w.t(`Write ${fmtDec(x)} in a place-value chart, then slide every digit one column to the ${mult ? 'left' : 'right'}${mult ? ' (an empty ones place gets a 0)' : ''}.`, `Escribe ${fmtDec(x)} en una tabla de valor posicional y luego recorre cada dígito una columna a la ${side}${mult ? ' (el lugar de las unidades que quede vacío lleva un 0)' : ''}.`),
      ),
      explanation: [
        ...(useExp ? [`10${SUP[k]} = ${fmtInt(p)}.`] : []),
        w.t(`${mult ? 'Multiply' : 'Divide'} by ${fmtInt(p)}: every digit moves ${k} place${k > 1 ? 's' : ''} to the ${mult ? 'left' : 'right'}.`, `${mult ? 'Multiplica por' : 'Divide entre'} ${fmtInt(p)}: cada dígito se mueve ${places(k)} a la ${side}.`),
        `${fmtDec(x)} ${op} ${fmtInt(p)} = ${answer.canonical}.`,
        w.t(`Check: ${answer.canonical} ${mult ? '÷' : '×'} ${fmtInt(p)} = ${fmtDec(x)}.`, `Comprueba: ${answer.canonical} ${mult ? '÷' : '×'} ${fmtInt(p)} = ${fmtDec(x)}.`),
      ],
      misconceptions: misconceptions(answer, [
        [decPlain(mult ? x.div(p) : x.mul(p)), mult ? 'divided' : 'multiplied', w.t(`${mult ? 'Multiplying' : 'Dividing'} by ${fmtInt(p)} makes the number ${mult ? 'bigger' : 'smaller'}.`, `${mult ? 'Multiplicar por' : 'Dividir entre'} ${fmtInt(p)} hace el número más ${mult ? 'grande' : 'pequeño'}.`)],
        [k > 1 ? decPlain(wrongPlaces) : null, 'too-few-places', w.t(`${fmtInt(p)} has ${k} zeros, so move the digits ${k} places.`, `${fmtInt(p)} tiene ${k} ceros, así que mueve los dígitos ${places(k)}.`)],
        [mult && !x.isInteger() ? `${x.toDecimalString()}${'0'.repeat(k)}` : null, 'appended-zeros', w.t('Writing zeros after the decimal digits does not change the value. Move the digits instead.', 'Escribir ceros después de los dígitos decimales no cambia el valor. Mejor mueve los dígitos.')],
        [!mult ? decPlain(x.div(10 ** (k + 1))) : null, 'too-many-places', w.t(`Move the digits exactly ${k} places.`, `Mueve los dígitos exactamente ${places(k)}.`)],
      ]),
    };
  },
};

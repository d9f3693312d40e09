import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

/** Things counted in the stories: English plural, Spanish plural and Spanish gender (for "cuántos/cuántas"). */
const THINGS: readonly { en: string; es: string; fem: boolean }[] = [
  { en: 'stickers', es: 'calcomanías', fem: true },
  { en: 'marbles', es: 'canicas', fem: true },
  { en: 'apples', es: 'manzanas', fem: true },
  { en: 'pencils', es: 'lápices', fem: false },
  { en: 'cards', es: 'tarjetas', fem: true },
  { en: 'shells', es: 'conchas', fem: true },
];
/** Groups they come in: English singular/plural, Spanish plural. */
const GROUPS: readonly { en: string; ens: string; es: string }[] = [
  { en: 'bag', ens: 'bags', es: 'bolsas' },
  { en: 'box', ens: 'boxes', es: 'cajas' },
  { en: 'pack', ens: 'packs', es: 'paquetes' },
  { en: 'jar', ens: 'jars', es: 'frascos' },
];

/**
 * Grade 3 review (3.OA.D.8): two-step word problems with the four operations. d1 add then subtract,
 * d2 multiply then add, d3 multiply then subtract, d4 share equally then subtract, d5 buy several at
 * one price and find the change.
 */
export const oaTwoStepWordProblems: SkillGenerator = {
  skillId: 'g3.oa.two-step-word-problems',
  grade: 4,
  edge: 'review',
  domain: 'oa',
  ccss: ['3.OA.D.8'],
  topic: 'Word problems',
  subtopic: 'Two-step problems',
  prereqs: ['g3.oa.multiply-divide-within-100'],
  estTimeSec: times(30, 75),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const who = someone(rng, w);
    const thing = rng.pick(THINGS);
    const t = w.es ? thing.es : thing.en;
    const how = w.es ? (thing.fem ? '¿Cuántas' : '¿Cuántos') : 'How many';
    const group = rng.pick(GROUPS);
    let text: string;
    let first: string;
    let second: string;
    let mid: number;
    let ans: number;
    let wrongOrder: number | null;
    let oneStep: number;
    if (difficulty === 1) {
      const a = rng.int(20, 60);
      const b = rng.int(10, 40);
      const c = rng.int(5, a - 1);
      mid = a + b;
      ans = mid - c;
      oneStep = mid;
      wrongOrder = a + b + c;
      text = w.t(`${who} has ${a} ${t}, gets ${b} more, then gives ${c} to a friend. How many ${t} does ${who} have now?`, `${who} tiene ${a} ${t}, recibe ${b} más y luego le da ${c} a un amigo. ${how} ${t} tiene ahora?`);
      first = w.t(`After getting more: ${a} + ${b} = ${mid}.`, `Después de recibir más: ${a} + ${b} = ${mid}.`);
      second = w.t(`After giving some away: ${mid} − ${c} = ${ans} ${t}.`, `Después de regalar: ${mid} − ${c} = ${ans} ${t}.`);
    } else if (difficulty === 2 || difficulty === 3) {
      const k = rng.int(3, 9);
      const n = rng.int(4, 10);
      mid = k * n;
      const m = rng.int(2, difficulty === 2 ? 15 : mid - 1);
      ans = difficulty === 2 ? mid + m : mid - m;
      oneStep = mid;
      wrongOrder = difficulty === 2 ? k + n + m : k * n + m;
      text =
        difficulty === 2
          ? w.t(`${who} has ${k} ${group.ens} with ${n} ${t} in each ${group.en} and ${m} loose ${t}. How many ${t} is that in all?`, `${who} tiene ${k} ${group.es} con ${n} ${t} cada una y ${m} ${t} sueltas. ${how} ${t} tiene en total?`)
          : w.t(`${who} buys ${k} ${group.ens} of ${t} with ${n} in each ${group.en}, then uses ${m} of them. How many ${t} are left?`, `${who} compra ${k} ${group.es} de ${t} con ${n} en cada una y luego usa ${m}. ${how} ${t} le quedan?`);
      first = w.t(`In the ${group.ens}: ${k} × ${n} = ${mid}.`, `En las ${group.es}: ${k} × ${n} = ${mid}.`);
      second = difficulty === 2 ? w.t(`In all: ${mid} + ${m} = ${ans} ${t}.`, `En total: ${mid} + ${m} = ${ans} ${t}.`) : w.t(`Left: ${mid} − ${m} = ${ans} ${t}.`, `Quedan: ${mid} − ${m} = ${ans} ${t}.`);
    } else if (difficulty === 4) {
      const k = rng.int(3, 9);
      const each = rng.int(4, 10);
      const total = k * each;
      const m = rng.int(1, each - 1);
      mid = each;
      ans = each - m;
      oneStep = each;
      wrongOrder = total - m;
      text = w.t(`${who} shares ${total} ${t} equally among ${k} friends. Each friend then gives away ${m}. How many ${t} does each friend have left?`, `${who} reparte ${total} ${t} en partes iguales entre ${k} amigos. Luego cada amigo regala ${m}. ${how} ${t} le quedan a cada amigo?`);
      first = w.t(`Each friend gets ${total} ÷ ${k} = ${mid}.`, `Cada amigo recibe ${total} ÷ ${k} = ${mid}.`);
      second = w.t(`Each has left ${mid} − ${m} = ${ans} ${t}.`, `A cada uno le quedan ${mid} − ${m} = ${ans} ${t}.`);
    } else {
      const k = rng.int(3, 8);
      const price = rng.int(3, 9);
      mid = k * price;
      const paid = rng.pick([50, 100].filter((x) => x > mid));
      ans = paid - mid;
      oneStep = mid;
      wrongOrder = paid - price;
      text = w.t(`${who} buys ${k} ${t} at $${price} each and pays with a $${paid} bill. How many dollars of change does ${who} get?`, `${who} compra ${k} ${t} a $${price} cada una y paga con un billete de $${paid}. ¿Cuántos dólares de cambio recibe?`);
      first = w.t(`Cost: ${k} × ${price} = ${mid} dollars.`, `Costo: ${k} × ${price} = ${mid} dólares.`);
      second = w.t(`Change: ${paid} − ${mid} = ${ans} dollars.`, `Cambio: ${paid} − ${mid} = ${ans} dólares.`);
    }
    const answer = intAnswer(ans);
    return {
      question: { text },
      answer,
      hints: hints(
        w.t('This story has two steps. What do you need to find first?', 'Este problema tiene dos pasos. ¿Qué necesitas encontrar primero?'),
        difficulty === 1
          ? w.t('First find how many there are after getting more.', 'Primero encuentra cuántos hay después de recibir más.')
          : difficulty === 4
            ? w.t('First find how many each friend gets: share the total equally.', 'Primero encuentra cuánto recibe cada amigo: reparte el total en partes iguales.')
            : w.t('First find the total of the equal groups: multiply.', 'Primero encuentra el total de los grupos iguales: multiplica.'),
        w.t('Then use that result for the second step, and check the answer makes sense.', 'Luego usa ese resultado en el segundo paso y comprueba que la respuesta tenga sentido.'),
      ),
      explanation: [first, second, w.t(`Check: does ${ans} make sense? Work the story backwards from ${ans} to the numbers you were given.`, `Comprueba: ¿tiene sentido ${ans}? Recorre el problema al revés desde ${ans} hasta los números que te dieron.`)],
      misconceptions: misconceptions(answer, [
        [oneStep, 'one-step', w.t('You stopped after the first step. Use that result in the second step.', 'Te detuviste después del primer paso. Usa ese resultado en el segundo paso.')],
        [wrongOrder, 'wrong-operation', w.t('Check which operation each step needs.', 'Revisa qué operación necesita cada paso.')],
      ]),
    };
  },
};

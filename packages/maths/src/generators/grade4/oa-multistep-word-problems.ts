import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const NAMES = ['Sam', 'Mia', 'Leo', 'Ava', 'Noah', 'Zoe', 'Eli', 'Maya', 'Omar', 'Lena', 'Ben', 'Ruby'];
const ITEMS = [
  { box: 'boxes', thing: 'pencils' },
  { box: 'packs', thing: 'stickers' },
  { box: 'bags', thing: 'marbles' },
  { box: 'jars', thing: 'buttons' },
  { box: 'trays', thing: 'cookies' },
];
/** The same names, things and trips in Spanish, index for index, with their genders. */
const NAMES_ES = ['Marcos', 'Camila', 'Mateo', 'Valentina', 'Diego', 'Sofía', 'Emiliano', 'Lucía', 'Santiago', 'Renata', 'Tomás', 'Ximena'];
const ITEMS_ES = [
  { box: 'cajas', boxFem: true, thing: 'lápices', one: 'lápiz', fem: false },
  { box: 'paquetes', boxFem: false, thing: 'calcomanías', one: 'calcomanía', fem: true },
  { box: 'bolsas', boxFem: true, thing: 'canicas', one: 'canica', fem: true },
  { box: 'frascos', boxFem: false, thing: 'botones', one: 'botón', fem: false },
  { box: 'charolas', boxFem: true, thing: 'galletas', one: 'galleta', fem: true },
];
const TRIPS_ES = [
  { people: 'estudiantes', car: 'camionetas', one: 'camioneta', fem: true },
  { people: 'aficionados', car: 'autobuses', one: 'autobús', fem: false },
  { people: 'campistas', car: 'tiendas de campaña', one: 'tienda de campaña', fem: true },
  { people: 'jugadores', car: 'carros', one: 'carro', fem: false },
];
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

const TRIPS = [
  { people: 'students', car: 'vans', one: 'van' },
  { people: 'fans', car: 'buses', one: 'bus' },
  { people: 'campers', car: 'tents', one: 'tent' },
  { people: 'players', car: 'cars', one: 'car' },
];

export const oaMultistepWordProblems: SkillGenerator = {
  skillId: 'g4.oa.multistep-word-problems',
  grade: 4,
  domain: 'oa',
  ccss: ['4.OA.A.3'],
  topic: 'Word problems',
  subtopic: 'Multi-step problems and remainders',
  prereqs: ['g4.nbt.divide-remainders'],
  estTimeSec: times(40, 150),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const itemIndex = rng.int(0, ITEMS.length - 1);
    const nameIndex = rng.int(0, NAMES.length - 1);
    const it = ITEMS[itemIndex]!;
    const name = (w.es ? NAMES_ES : NAMES)[nameIndex]!;
    const es = ITEMS_ES[itemIndex]!;
    /** Agreement with the things ("los lápices", "las canicas") and the boxes ("cada una"). */
    const los = es.fem ? 'las' : 'los';
    const os = es.fem ? 'as' : 'os';
    const cadaUna = es.boxFem ? 'cada una' : 'cada uno';
    const things = (k: number): string => (k === 1 ? `1 ${es.one}` : `${k} ${es.thing}`);
    if (difficulty === 1) {
      const b = rng.int(2, 9), p = rng.int(2, 9);
      const total = b * p;
      const lost = rng.int(1, total - 1);
      const ans = total - lost;
      const answer = intAnswer(ans);
      if (w.es) {
        return {
          question: { text: `Hay ${b} ${es.box} con ${p} ${es.thing} ${cadaUna}. ${lost === 1 ? `Se pierde 1 ${es.one}` : `Se pierden ${lost} ${es.thing}`}. ¿Cuánt${os} ${es.thing} quedan?` },
          answer,
          hints: hints(`Primero encuentra cuánt${os} ${es.thing} hay en total.`, `${b} ${es.box} de ${p}: ${b} × ${p} = ${total}.`, `Ahora quita lo que se perdió: ${total} − ${lost} = ?`),
          explanation: [`En total: ${b} × ${p} = ${total} ${es.thing}.`, `Quedan: ${total} − ${lost} = ${ans}.`, `Comprueba: ${ans} + ${lost} = ${total}, y ${total} ÷ ${b} = ${p}.`],
          misconceptions: misconceptions(answer, [
            [total + lost, 'added-instead', `${cap(los)} ${es.thing} se perdieron, así que resta ${lost}.`],
            [total, 'one-step-only', `${total} es cuánt${os} había antes de perder ${lost}.`],
            [b + p - lost, 'added-groups', `${b} ${es.box} con ${p} ${cadaUna} quiere decir ${b} × ${p}, no ${b} + ${p}.`],
          ]),
        };
      }
      return {
        question: { text: `There are ${b} ${it.box} with ${p} ${it.thing} in each. ${lost} ${it.thing} are lost. How many ${it.thing} are left?` },
        answer,
        hints: hints(
          `First find how many ${it.thing} there are in all.`,
          `${b} ${it.box} of ${p}: ${b} × ${p} = ${total}.`,
          `Now take away the ${lost} lost ${it.thing}: ${total} − ${lost} = ?`,
        ),
        explanation: [
          `In all: ${b} × ${p} = ${total} ${it.thing}.`,
          `Left: ${total} − ${lost} = ${ans}.`,
          `Check: ${ans} + ${lost} = ${total}, and ${total} ÷ ${b} = ${p}.`,
        ],
        misconceptions: misconceptions(answer, [
          [total + lost, 'added-instead', `The ${it.thing} were lost, so subtract ${lost}.`],
          [total, 'one-step-only', `${total} is how many there were before ${lost} were lost.`],
          [b + p - lost, 'added-groups', `${b} ${it.box} with ${p} in each means ${b} × ${p}, not ${b} + ${p}.`],
        ]),
      };
    }
    if (difficulty === 2) {
      let x = rng.int(2, 9), y = rng.int(3, 12);
      let cands = [2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (x * y) % d === 0 && d !== x && d !== y);
      if (cands.length === 0) { x = 4; y = 6; cands = [3, 8]; }
      const z = rng.pick(cands);
      const total = x * y;
      const ans = total / z;
      const answer = intAnswer(ans);
      if (w.es) {
        return {
          question: { text: `${name} tiene ${x} ${es.box} de ${es.thing} con ${y} ${es.thing} ${cadaUna}. ${name} reparte tod${os} ${los} ${es.thing} en partes iguales entre ${z} amigos. ¿Cuánt${os} ${es.thing} le tocan a cada amigo?` },
          answer,
          hints: hints(`Primero encuentra el número total de ${es.thing}.`, `${x} × ${y} = ${total} ${es.thing} en total.`, `Reparte ${total} en partes iguales entre ${z}: ${total} ÷ ${z} = ?`),
          explanation: [`Total: ${x} × ${y} = ${total} ${es.thing}.`, `A cada amigo: ${total} ÷ ${z} = ${ans}.`, `Comprueba: ${z} × ${ans} = ${total}.`],
          misconceptions: misconceptions(answer, [
            [total, 'forgot-to-share', `${total} es el total. Ahora repártelo entre ${z} amigos.`],
            [total - z, 'subtracted-instead', `Repartir en partes iguales quiere decir dividir ${total} entre ${z}.`],
            [Math.floor(y / z) || null, 'shared-one-box', `Reparte ${es.boxFem ? 'las' : 'los'} ${x} ${es.box}, no solo ${es.boxFem ? 'una' : 'uno'}.`],
          ]),
        };
      }
      return {
        question: { text: `${name} has ${x} ${it.box} of ${it.thing} with ${y} ${it.thing} in each. ${name} shares all the ${it.thing} equally among ${z} friends. How many ${it.thing} does each friend get?` },
        answer,
        hints: hints(
          `First find the total number of ${it.thing}.`,
          `${x} × ${y} = ${total} ${it.thing} in all.`,
          `Share ${total} equally among ${z}: ${total} ÷ ${z} = ?`,
        ),
        explanation: [
          `Total: ${x} × ${y} = ${total} ${it.thing}.`,
          `Each friend: ${total} ÷ ${z} = ${ans}.`,
          `Check: ${z} × ${ans} = ${total}.`,
        ],
        misconceptions: misconceptions(answer, [
          [total, 'forgot-to-share', `${total} is the total. Now share it among ${z} friends.`],
          [total - z, 'subtracted-instead', `Sharing equally means dividing ${total} by ${z}.`],
          [Math.floor(y / z) || null, 'shared-one-box', `Share all ${x} ${it.box}, not just one.`],
        ]),
      };
    }
    if (difficulty === 3) {
      const a = rng.int(3, 9), b = rng.int(20, 99);
      const total = a * b;
      const d = rng.int(2, 9);
      const maxK = Math.max(1, Math.min(8, Math.floor(total / d) - 2));
      const c = (total % d) + d * rng.int(1, maxK);
      const rest = total - c;
      const ans = rest / d;
      const answer = intAnswer(ans);
      if (w.es) {
        return {
          question: { text: `Una tienda tiene ${a} ${es.box} con ${b} ${es.thing} ${cadaUna}. Vende ${c} ${es.thing}. Luego empaca el resto en partes iguales en ${d} contenedores. ¿Cuánt${os} ${es.thing} van en cada contenedor?` },
          answer,
          hints: hints(
            `Paso 1: encuentra tod${os} ${los} ${es.thing}. Paso 2: quita ${los} que se vendieron. Paso 3: reparte el resto.`,
            `${a} × ${b} = ${fmtInt(total)}, y ${fmtInt(total)} − ${c} = ${fmtInt(rest)}.`,
            `Ahora reparte ${fmtInt(rest)} en partes iguales: ${fmtInt(rest)} ÷ ${d} = ?`,
          ),
          explanation: [
            `Tod${os} ${los} ${es.thing}: ${a} × ${b} = ${fmtInt(total)}.`,
            `Después de vender: ${fmtInt(total)} − ${c} = ${fmtInt(rest)}.`,
            `En cada contenedor: ${fmtInt(rest)} ÷ ${d} = ${answer.canonical}.`,
            `Comprueba: ${d} × ${answer.canonical} + ${c} = ${fmtInt(total)}.`,
          ],
          misconceptions: misconceptions(answer, [
            [rest, 'forgot-to-share', `${fmtInt(rest)} es lo que queda. Ahora repártelo entre ${d} contenedores.`],
            [Math.floor(total / d), 'forgot-sold', `Quita ${los} ${c} ${es.thing} que se vendieron antes de repartir.`],
            [(total + c) % d === 0 ? (total + c) / d : null, 'added-sold', `${cap(los)} ${es.thing} se vendieron, así que resta ${c}.`],
          ]),
        };
      }
      return {
        question: { text: `A shop has ${a} ${it.box} with ${b} ${it.thing} in each. It sells ${c} ${it.thing}. Then it packs the rest equally into ${d} bins. How many ${it.thing} go into each bin?` },
        answer,
        hints: hints(
          `Step 1: find all the ${it.thing}. Step 2: take away the ones sold. Step 3: share the rest.`,
          `${a} × ${b} = ${fmtInt(total)}, and ${fmtInt(total)} − ${c} = ${fmtInt(rest)}.`,
          `Now share ${fmtInt(rest)} equally: ${fmtInt(rest)} ÷ ${d} = ?`,
        ),
        explanation: [
          `All the ${it.thing}: ${a} × ${b} = ${fmtInt(total)}.`,
          `After selling: ${fmtInt(total)} − ${c} = ${fmtInt(rest)}.`,
          `Each bin: ${fmtInt(rest)} ÷ ${d} = ${answer.canonical}.`,
          `Check: ${d} × ${answer.canonical} + ${c} = ${fmtInt(total)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [rest, 'forgot-to-share', `${fmtInt(rest)} is what is left. Now share it among ${d} bins.`],
          [Math.floor(total / d), 'forgot-sold', `Take away the ${c} sold ${it.thing} before sharing.`],
          [(total + c) % d === 0 ? (total + c) / d : null, 'added-sold', `The ${it.thing} were sold, so subtract ${c}.`],
        ]),
      };
    }
    const s = rng.int(3, 9);
    const q = rng.int(5, 30);
    const r = rng.int(1, s - 1);
    const n = s * q + r;
    if (difficulty === 4) {
      const leftover = rng.bool();
      const ans = leftover ? r : q;
      const answer = intAnswer(ans);
      const ask = leftover
        ? `After filling as many boxes as possible, how many ${it.thing} are left over?`
        : `How many boxes can be filled completely?`;
      if (w.es) {
        const sobran = (k: number): string => `${k === 1 ? 'sobra' : 'sobran'} ${things(k)}`;
        const askEs = leftover ? `Después de llenar todas las cajas que se pueda, ¿cuánt${os} ${es.thing} sobran?` : `¿Cuántas cajas se pueden llenar por completo?`;
        return {
          question: { text: `${name} tiene ${n} ${es.thing}. ${name} pone ${s} ${es.thing} en cada caja. ${askEs}` },
          answer,
          hints: hints(
            leftover ? `La pregunta pide ${los} ${es.thing} que sobran, no las cajas.` : `La pregunta pide solo cajas llenas; una caja a medio llenar no cuenta.`,
            `Divide: ${n} ÷ ${s}. ¿Cuántas veces cabe ${s} en ${n}?`,
            leftover
              ? `${q} cajas tienen ${q} × ${s} = ${q * s} ${es.thing}. Compáralo con ${n}.`
              : `Prueba con un cálculo: ${q - 2} cajas tienen ${q - 2} × ${s} = ${(q - 2) * s} ${es.thing}. Agrega cajas de ${s} mientras el total sea ${n} o menos.`,
          ),
          explanation: leftover
            ? [`${n} ÷ ${s}: ${q} cajas llenas usan ${q} × ${s} = ${q * s} ${es.thing}.`, `Sobran: ${n} − ${q * s} = ${r}.`, `Comprueba: ${q} × ${s} + ${r} = ${n}.`]
            : [`Al dividir ${n} entre ${s} ${sobran(r)}, y eso no alcanza para llenar otra caja de ${s}.`, `Las cajas llenas tienen el resto: (${n} − ${r}) ÷ ${s} = ${q}.`, `Comprueba: ${q} × ${s} + ${r} = ${n}.`],
          misconceptions: misconceptions(
            answer,
            leftover
              ? [
                  [q, 'gave-quotient', `${q} es el número de cajas llenas. La pregunta pide ${los} ${es.thing} que sobran.`],
                  [`${q} R ${r}`, 'remainder-not-interpreted', `Decide qué parte de ${q} R ${r} responde la pregunta.`],
                  [s - r, 'missing-to-fill', `${s - r} es cuánt${os} faltan para llenar otra caja, no cuánt${os} sobran.`],
                ]
              : [
                  [q + 1, 'rounded-up', `La caja ${q + 1} solo tendría ${things(r)}; no está llena.`],
                  [r, 'gave-remainder', `${r} es lo que sobra, no el número de cajas llenas.`],
                  [`${q} R ${r}`, 'remainder-not-interpreted', `Decide qué parte de ${q} R ${r} responde la pregunta.`],
                ],
          ),
        };
      }
      return {
        question: { text: `${name} has ${n} ${it.thing}. ${name} puts ${s} ${it.thing} in each box. ${ask}` },
        answer,
        hints: hints(
          leftover ? `The question asks for the ${it.thing} left over, not the boxes.` : `The question asks for full boxes only; a part-filled box does not count.`,
          `Divide: ${n} ÷ ${s}. How many ${s}s fit into ${n}?`,
          leftover
            ? `${q} boxes hold ${q} × ${s} = ${q * s} ${it.thing}. Compare that with ${n}.`
            : `Try a guess: ${q - 2} boxes hold ${q - 2} × ${s} = ${(q - 2) * s} ${it.thing}. Add boxes of ${s} while the total stays at ${n} or less.`,
        ),
        explanation: leftover
          ? [
              `${n} ÷ ${s}: ${q} full boxes use ${q} × ${s} = ${q * s} ${it.thing}.`,
              `Left over: ${n} − ${q * s} = ${r}.`,
              `Check: ${q} × ${s} + ${r} = ${n}.`,
            ]
          : [
              `Dividing ${n} by ${s} leaves ${r} ${it.thing}, not enough to fill another box of ${s}.`,
              `The full boxes hold the rest: (${n} − ${r}) ÷ ${s} = ${q}.`,
              `Check: ${q} × ${s} + ${r} = ${n}.`,
            ],
        misconceptions: misconceptions(answer, leftover
          ? [
              [q, 'gave-quotient', `${q} is the number of full boxes. The question asks for the ${it.thing} left over.`],
              [`${q} R ${r}`, 'remainder-not-interpreted', `Decide which part of ${q} R ${r} answers the question.`],
              [s - r, 'missing-to-fill', `${s - r} is how many more would fill another box, not how many are left.`],
            ]
          : [
              [q + 1, 'rounded-up', `Box ${q + 1} would only have ${r} ${it.thing}; it is not full.`],
              [r, 'gave-remainder', `${r} is the number left over, not the number of full boxes.`],
              [`${q} R ${r}`, 'remainder-not-interpreted', `Decide which part of ${q} R ${r} answers the question.`],
            ]),
      };
    }
    const tripIndex = rng.int(0, TRIPS.length - 1);
    const t = TRIPS[tripIndex]!;
    const ans = q + 1;
    const answer = intAnswer(ans);
    if (w.es) {
      const e = TRIPS_ES[tripIndex]!;
      const un = e.fem ? 'una' : 'un';
      const as = e.fem ? 'as' : 'os';
      return {
        question: {
          text: rng.pick([
            `${n} ${e.people} van a ir de excursión. En cada ${e.one} caben ${s} ${e.people}. ¿Cuánt${as} ${e.car} se necesitan para que todos tengan lugar?`,
            `La escuela de ${name} lleva a ${n} ${e.people} de excursión. En ${un} ${e.one} caben ${s} ${e.people}. ¿Cuánt${as} ${e.car} se necesitan para que nadie se quede atrás?`,
            `En ${un} ${e.one} hay lugar para ${s} ${e.people}, y ${n} ${e.people} necesitan lugar. ¿Cuánt${as} ${e.car} se necesitan para todos?`,
          ]),
        },
        answer,
        hints: hints(
          `La pregunta pide ${e.car}, no ${e.people}.`,
          `${n} ÷ ${s} = ${q} residuo ${r}.`,
          `${q} ${e.car} llevan a ${q * s} ${e.people}; ¿qué pasa con ${r === 1 ? 'el que queda' : `los ${r} que quedan`}?`,
        ),
        explanation: [
          `${n} ÷ ${s} = ${q} residuo ${r}: ${q} ${e.car} ${e.fem ? 'llenas' : 'llenos'} y ${r} ${r === 1 ? 'que sigue esperando' : `${e.people} que siguen esperando`}.`,
          `${r === 1 ? 'El 1 que sobra necesita' : `Los ${r} que sobran necesitan`} ${un} ${e.one} más, así que ${q} + 1 = ${fmtInt(rat(ans).num)} ${e.car}.`,
          `Comprueba: ${ans} × ${s} = ${ans * s}, que es por lo menos ${n}, pero ${q} × ${s} = ${q * s} no alcanza.`,
        ],
        misconceptions: misconceptions(answer, [
          [q, 'dropped-remainder', `Con ${q} ${e.car}, ${r === 1 ? 'alguien se queda' : `${r} ${e.people} se quedan`} sin lugar. Todos necesitan un lugar.`],
          [r, 'gave-remainder', `${r} es cuántos ${e.people} sobran, no el número de ${e.car}.`],
          [`${q} R ${r}`, 'remainder-not-interpreted', `No puede haber una parte de ${un} ${e.one}: decide cuánt${as} ${e.car} se necesitan de verdad.`],
        ]),
      };
    }
    return {
      question: {
        text: rng.pick([
          `${n} ${t.people} are going on a trip. Each ${t.one} holds ${s} ${t.people}. How many ${t.car} are needed so everyone has a place?`,
          `${name}'s school takes ${n} ${t.people} on a trip. A ${t.one} holds ${s} ${t.people}. How many ${t.car} are needed so no one is left behind?`,
          `A ${t.one} has room for ${s} ${t.people}, and ${n} ${t.people} need a ride. How many ${t.car} are needed for all of them?`,
        ]),
      },
      answer,
      hints: hints(
        `The question asks for ${t.car}, not ${t.people}.`,
        `${n} ÷ ${s} = ${q} remainder ${r}.`,
        `${q} ${t.car} carry ${q * s} ${t.people} — what about the ${r} who are left?`,
      ),
      explanation: [
        `${n} ÷ ${s} = ${q} remainder ${r}: ${q} full ${t.car} and ${r} ${t.people} still waiting.`,
        `The ${r} left over need one more ${t.one}, so ${q} + 1 = ${fmtInt(rat(ans).num)} ${t.car}.`,
        `Check: ${ans} × ${s} = ${ans * s}, which is at least ${n}, but ${q} × ${s} = ${q * s} is not enough.`,
      ],
      misconceptions: misconceptions(answer, [
        [q, 'dropped-remainder', `${q} ${t.car} leave ${r} ${t.people} behind. Everyone needs a place.`],
        [r, 'gave-remainder', `${r} is how many ${t.people} are left over, not the number of ${t.car}.`],
        [`${q} R ${r}`, 'remainder-not-interpreted', `You can't have part of a ${t.one}: decide how many ${t.car} are really needed.`],
      ]),
    };
  },
};

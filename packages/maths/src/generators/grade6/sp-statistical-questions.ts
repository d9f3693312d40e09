import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

// [question, statistical?, why]
const BANK: Record<Difficulty, [string, boolean, string][]> = {
  1: [
    ['How tall is the school\'s flagpole?', false, 'The flagpole has one height.'],
    ['What day of the week is it today?', false, 'There is one answer.'],
    ['How many legs does a spider have?', false, 'Every spider has the same number of legs, so there is one answer.'],
    ['How many pages are in this book?', false, 'The book has one page count.'],
    ['What are the heights of the students in our class?', true, 'Different students have different heights.'],
    ['How many pets do the families on our street have?', true, 'Different families have different numbers of pets.'],
  ],
  2: [
    ['How old is my best friend?', false, 'It is about one person, so there is one answer.'],
    ['What is my favorite color?', false, 'It is about one person.'],
    ['How long is Maria\'s walk to school?', false, 'It asks about one person\'s walk on one route.'],
    ['How many minutes do students in my class spend on homework each night?', true, 'Different students spend different amounts of time.'],
    ['What shoe sizes do the players on the soccer team wear?', true, 'The players wear different sizes.'],
  ],
  3: [
    ['How many books did each student in our grade read this summer?', true, 'The numbers vary from student to student.'],
    ['What are the favorite sports of sixth graders at our school?', true, 'Answers vary across students.'],
    ['How many students are in our class?', false, 'Counting the class gives one number.'],
    ['How much do the dogs at the animal shelter weigh?', true, 'The dogs have different weights.'],
    ['What is the total number of windows in our classroom?', false, 'There is one count.'],
  ],
  4: [
    ['How old is my teacher?', false, 'It is about one person.'],
    ['How old are the teachers at my school?', true, 'The teachers have different ages.'],
    ['How many siblings does Sam have?', false, 'It is about one person.'],
    ['How many siblings do the students in Sam\'s class have?', true, 'Different students have different numbers of siblings.'],
    ['How long is the Mississippi River?', false, 'The river has one length.'],
    ['How long are the rivers in our state?', true, 'The rivers have different lengths.'],
  ],
  5: [
    ['How many hours of sleep did students in our class get last night?', true, 'Different students sleep different amounts.'],
    ['What was the high temperature in our town each day last month?', true, 'The temperature changes from day to day.'],
    ['How many minutes late was the school bus each day this year?', true, 'The bus is late by different amounts on different days.'],
    ['What time does the school day start?', false, 'The school day has one start time.'],
    ['How many hours of sleep did I get last night?', false, 'It is one number for one night.'],
    ['How many days are in this school year?', false, 'There is one count.'],
  ],
};

/** BANK in Spanish, index for index: the question and the reason. */
const BANK_ES: Record<Difficulty, [string, string][]> = {
  1: [
    ['¿Cuánto mide el asta de la bandera de la escuela?', 'El asta tiene una sola altura.'],
    ['¿Qué día de la semana es hoy?', 'Hay una sola respuesta.'],
    ['¿Cuántas patas tiene una araña?', 'Todas las arañas tienen el mismo número de patas, así que hay una sola respuesta.'],
    ['¿Cuántas páginas tiene este libro?', 'El libro tiene un solo número de páginas.'],
    ['¿Cuánto miden los estudiantes de nuestra clase?', 'Los estudiantes tienen estaturas diferentes.'],
    ['¿Cuántas mascotas tienen las familias de nuestra calle?', 'Las familias tienen diferentes números de mascotas.'],
  ],
  2: [
    ['¿Cuántos años tiene mi mejor amigo?', 'Es sobre una sola persona, así que hay una sola respuesta.'],
    ['¿Cuál es mi color favorito?', 'Es sobre una sola persona.'],
    ['¿Cuánto tarda María en caminar a la escuela?', 'Pregunta por el camino de una sola persona en una sola ruta.'],
    ['¿Cuántos minutos dedican los estudiantes de mi clase a la tarea cada noche?', 'Los estudiantes dedican diferentes cantidades de tiempo.'],
    ['¿Qué talla de zapato usan los jugadores del equipo de fútbol?', 'Los jugadores usan tallas diferentes.'],
  ],
  3: [
    ['¿Cuántos libros leyó cada estudiante de nuestro grado este verano?', 'Los números cambian de un estudiante a otro.'],
    ['¿Cuáles son los deportes favoritos de los estudiantes de sexto grado de nuestra escuela?', 'Las respuestas cambian de un estudiante a otro.'],
    ['¿Cuántos estudiantes hay en nuestra clase?', 'Al contar la clase se obtiene un solo número.'],
    ['¿Cuánto pesan los perros del refugio de animales?', 'Los perros tienen pesos diferentes.'],
    ['¿Cuál es el número total de ventanas de nuestro salón?', 'Hay un solo conteo.'],
  ],
  4: [
    ['¿Cuántos años tiene mi maestra?', 'Es sobre una sola persona.'],
    ['¿Cuántos años tienen los maestros de mi escuela?', 'Los maestros tienen edades diferentes.'],
    ['¿Cuántos hermanos tiene Tomás?', 'Es sobre una sola persona.'],
    ['¿Cuántos hermanos tienen los estudiantes de la clase de Tomás?', 'Los estudiantes tienen diferentes números de hermanos.'],
    ['¿Cuánto mide el río Mississippi?', 'El río tiene una sola longitud.'],
    ['¿Cuánto miden los ríos de nuestro estado?', 'Los ríos tienen longitudes diferentes.'],
  ],
  5: [
    ['¿Cuántas horas durmieron anoche los estudiantes de nuestra clase?', 'Los estudiantes duermen cantidades diferentes.'],
    ['¿Cuál fue la temperatura máxima en nuestro pueblo cada día del mes pasado?', 'La temperatura cambia de un día a otro.'],
    ['¿Cuántos minutos se retrasó el autobús escolar cada día de este año?', 'El autobús se retrasa cantidades diferentes en días diferentes.'],
    ['¿A qué hora empieza el día escolar?', 'El día escolar tiene una sola hora de inicio.'],
    ['¿Cuántas horas dormí anoche?', 'Es un solo número para una sola noche.'],
    ['¿Cuántos días tiene este año escolar?', 'Hay un solo conteo.'],
  ],
};

/** A question about many people (statistical) or one person (not), with the reason either way. */
interface Attr { many: (group: string) => string; one: (name: string) => string; yes: string; no?: string }

const GROUPS = ['the students in our class', 'the players on the soccer team', 'the sixth graders at our school', 'the members of the chess club', "the students in Ms. Lee's class", 'the kids on our street'];
const NAMES = ['Maya', 'Sam', 'Eli', 'Ava', 'Noah', 'Priya', 'Leo', 'Zoe'];

// Templates per difficulty so each difficulty has well over 25 distinct problems (docs/maths/curriculum.md, "Variety").
const ATTRS: Record<Difficulty, Attr[]> = {
  1: [
    { many: (g) => `How tall are ${g}?`, one: (n) => `How tall is ${n}?`, yes: 'Different people have different heights.' },
    { many: (g) => `How many pets do ${g} have?`, one: (n) => `How many pets does ${n} have?`, yes: 'Different people have different numbers of pets.' },
    { many: (g) => `How old are ${g}?`, one: (n) => `How old is ${n}?`, yes: 'The people are not all the same age.' },
  ],
  2: [
    { many: (g) => `How many minutes do ${g} spend on homework each night?`, one: (n) => `How many minutes did ${n} spend on homework last night?`, yes: 'Different people spend different amounts of time.', no: 'It is one person on one night, so there is one answer.' },
    { many: (g) => `What shoe sizes do ${g} wear?`, one: (n) => `What shoe size does ${n} wear?`, yes: 'People wear different sizes.' },
    { many: (g) => `What are the favorite colors of ${g}?`, one: (n) => `What is ${n}'s favorite color?`, yes: 'Different people like different colors.' },
  ],
  3: [
    { many: (g) => `How many books did ${g} read this summer?`, one: (n) => `How many books did ${n} read this summer?`, yes: 'The numbers vary from person to person.' },
    { many: (g) => `What are the favorite sports of ${g}?`, one: (n) => `What is ${n}'s favorite sport?`, yes: 'Answers vary from person to person.' },
    { many: (g) => `How long does it take ${g} to get to school?`, one: (n) => `How long did it take ${n} to get to school today?`, yes: 'Different people live at different distances.', no: 'It is one person on one day.' },
  ],
  4: [
    { many: (g) => `How many siblings do ${g} have?`, one: (n) => `How many siblings does ${n} have?`, yes: 'Different people have different numbers of siblings.' },
    { many: (g) => `How many letters are in the first names of ${g}?`, one: (n) => `How many letters are in the name "${n}"?`, yes: 'The names have different lengths.', no: 'Counting the letters of one name gives one number.' },
    { many: (g) => `How far can ${g} throw a ball?`, one: (n) => `How far did ${n}'s first throw go in today's game?`, yes: 'People throw different distances.', no: 'It is one throw, so there is one answer.' },
  ],
  5: [
    { many: (n) => `How many hours did ${n} sleep each night last month?`, one: (n) => `How many hours did ${n} sleep last night?`, yes: 'The number of hours changes from night to night.', no: 'It is one number for one night.' },
    { many: (n) => `How many minutes did ${n} practice the piano each day this year?`, one: (n) => `How many minutes did ${n} practice the piano today?`, yes: 'The practice time changes from day to day.', no: 'It is one number for one day.' },
    { many: (n) => `How many points did ${n} score in each basketball game this season?`, one: (n) => `How many points did ${n} score in last night's basketball game?`, yes: 'The points change from game to game.', no: 'It is one number for one game.' },
  ],
};

/** GROUPS, NAMES and ATTRS in Spanish, index for index. */
const GROUPS_ES = ['los estudiantes de nuestra clase', 'los jugadores del equipo de fútbol', 'los estudiantes de sexto grado de nuestra escuela', 'los miembros del club de ajedrez', 'los estudiantes de la clase de la Sra. Lee', 'los niños de nuestra calle'];
const NAMES_ES = ['Sofía', 'Tomás', 'Emilio', 'Valentina', 'Mateo', 'Isabela', 'Luis', 'Elena'];
const ATTRS_ES: Record<Difficulty, Attr[]> = {
  1: [
    { many: (g) => `¿Cuánto miden ${g}?`, one: (n) => `¿Cuánto mide ${n}?`, yes: 'Las personas tienen estaturas diferentes.' },
    { many: (g) => `¿Cuántas mascotas tienen ${g}?`, one: (n) => `¿Cuántas mascotas tiene ${n}?`, yes: 'Las personas tienen diferentes números de mascotas.' },
    { many: (g) => `¿Cuántos años tienen ${g}?`, one: (n) => `¿Cuántos años tiene ${n}?`, yes: 'No todas las personas tienen la misma edad.' },
  ],
  2: [
    { many: (g) => `¿Cuántos minutos dedican ${g} a la tarea cada noche?`, one: (n) => `¿Cuántos minutos dedicó ${n} a la tarea anoche?`, yes: 'Las personas dedican diferentes cantidades de tiempo.', no: 'Es una sola persona en una sola noche, así que hay una sola respuesta.' },
    { many: (g) => `¿Qué talla de zapato usan ${g}?`, one: (n) => `¿Qué talla de zapato usa ${n}?`, yes: 'Las personas usan tallas diferentes.' },
    { many: (g) => `¿Cuáles son los colores favoritos de ${g}?`, one: (n) => `¿Cuál es el color favorito de ${n}?`, yes: 'A las personas les gustan colores diferentes.' },
  ],
  3: [
    { many: (g) => `¿Cuántos libros leyeron ${g} este verano?`, one: (n) => `¿Cuántos libros leyó ${n} este verano?`, yes: 'Los números cambian de una persona a otra.' },
    { many: (g) => `¿Cuáles son los deportes favoritos de ${g}?`, one: (n) => `¿Cuál es el deporte favorito de ${n}?`, yes: 'Las respuestas cambian de una persona a otra.' },
    { many: (g) => `¿Cuánto tiempo tardan ${g} en llegar a la escuela?`, one: (n) => `¿Cuánto tiempo tardó ${n} en llegar a la escuela hoy?`, yes: 'Las personas viven a distancias diferentes.', no: 'Es una sola persona en un solo día.' },
  ],
  4: [
    { many: (g) => `¿Cuántos hermanos tienen ${g}?`, one: (n) => `¿Cuántos hermanos tiene ${n}?`, yes: 'Las personas tienen diferentes números de hermanos.' },
    { many: (g) => `¿Cuántas letras tienen los nombres de ${g}?`, one: (n) => `¿Cuántas letras tiene el nombre ${n}?`, yes: 'Los nombres tienen longitudes diferentes.', no: 'Al contar las letras de un nombre se obtiene un solo número.' },
    { many: (g) => `¿Qué tan lejos pueden lanzar una pelota ${g}?`, one: (n) => `¿Qué tan lejos llegó el primer lanzamiento de ${n} en el juego de hoy?`, yes: 'Las personas lanzan a distancias diferentes.', no: 'Es un solo lanzamiento, así que hay una sola respuesta.' },
  ],
  5: [
    { many: (n) => `¿Cuántas horas durmió ${n} cada noche del mes pasado?`, one: (n) => `¿Cuántas horas durmió ${n} anoche?`, yes: 'El número de horas cambia de una noche a otra.', no: 'Es un solo número para una sola noche.' },
    { many: (n) => `¿Cuántos minutos practicó ${n} el piano cada día de este año?`, one: (n) => `¿Cuántos minutos practicó ${n} el piano hoy?`, yes: 'El tiempo de práctica cambia de un día a otro.', no: 'Es un solo número para un solo día.' },
    { many: (n) => `¿Cuántos puntos anotó ${n} en cada partido de básquetbol de esta temporada?`, one: (n) => `¿Cuántos puntos anotó ${n} en el partido de básquetbol de anoche?`, yes: 'Los puntos cambian de un partido a otro.', no: 'Es un solo número para un solo partido.' },
  ],
};

/** The draws of rng.pick, by index, so the Spanish rows are the same rows. */
const pickAt = (rng: Rng, n: number): number => rng.int(0, n - 1);

function templated(d: Difficulty, rng: Rng, w: Words): [string, boolean, string] {
  const ai = pickAt(rng, ATTRS[d].length);
  const a = w.t(ATTRS[d], ATTRS_ES[d])[ai]!;
  const yes = rng.bool();
  const names = w.t(NAMES, NAMES_ES);
  if (w.es) {
    if (d === 5) {
      const n = names[pickAt(rng, NAMES.length)]!;
      return yes ? [a.many(n), true, a.yes] : [a.one(n), false, a.no ?? 'Hay una sola respuesta.'];
    }
    return yes ? [a.many(GROUPS_ES[pickAt(rng, GROUPS.length)]!), true, a.yes] : [a.one(names[pickAt(rng, NAMES.length)]!), false, a.no ?? 'Es sobre una sola persona, así que hay una sola respuesta.'];
  }
  if (d === 5) {
    const n = rng.pick(NAMES);
    return yes ? [a.many(n), true, a.yes] : [a.one(n), false, a.no ?? 'There is one answer.'];
  }
  return yes ? [a.many(rng.pick(GROUPS)), true, a.yes] : [a.one(rng.pick(NAMES)), false, a.no ?? 'It is about one person, so there is one answer.'];
}

export const spStatisticalQuestions: SkillGenerator = {
  skillId: 'g6.sp.statistical-questions',
  grade: 6,
  domain: 'sp',
  ccss: ['6.SP.A.1'],
  topic: 'Statistics',
  subtopic: 'Statistical questions',
  prereqs: [],
  estTimeSec: times(10, 30),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    let row: [string, boolean, string];
    if (rng.bool(0.25)) {
      const at = pickAt(rng, BANK[d].length);
      const [qEn, isYes, whyEn] = BANK[d][at]!;
      const [qEs, whyEs] = BANK_ES[d][at]!;
      row = [w.t(qEn, qEs), isYes, w.t(whyEn, whyEs)];
    } else row = templated(d, rng, w);
    const [q, yes, why] = row;
    if (w.es) {
      return bodyLoose(
        `¿Es "${q}" una pregunta estadística? Responde sí o no.`,
        A.yesNo(yes, w),
        [
          'Una pregunta estadística espera respuestas que varían.',
          '¿Juntarías muchos datos o encontrarías una sola respuesta?',
          yes ? 'Piensa si diferentes personas, cosas o días darían respuestas diferentes.' : 'Piensa si la respuesta sería la misma sin importar a quién le preguntes.',
        ],
        [`"${q}"`, why, `Si la haces tres veces (a tres personas, cosas o días), el mayor número de respuestas diferentes = ${yes ? 3 : 1}.`, yes ? 'Juntarías muchos datos, así que es estadística: sí.' : 'Encontrarías una sola respuesta, así que no es estadística: no.', `Comprueba: ${yes ? 'las respuestas varían' : 'la respuesta no varía'}.`],
        [mis(yes ? 'no' : 'yes', yes ? 'missed-variability' : 'number-means-statistical', yes ? 'Las respuestas varían, así que es estadística.' : 'Que la respuesta sea un número no hace que la pregunta sea estadística; necesita respuestas que varíen.')],
      );
    }
    return bodyLoose(
      `Is "${q}" a statistical question? Answer yes or no.`,
      A.yesNo(yes),
      [
        'A statistical question expects answers that vary.',
        'Would you collect many data values, or find just one answer?',
        yes ? 'Think about whether different people, things or days would give different answers.' : 'Think about whether the answer would be the same no matter who you asked.',
      ],
      // How many different answers three askings could get is the step to fill in: the decision rests on it.
      [`"${q}"`, why, `Asked three times (of three people, things or days), the most different answers it could get = ${yes ? 3 : 1}.`, yes ? 'You would collect many data values, so it is statistical: yes.' : 'You would find one answer, so it is not statistical: no.', `Check: ${yes ? 'the answers vary' : 'there is no variability in the answer'}.`],
      [mis(yes ? 'no' : 'yes', yes ? 'missed-variability' : 'number-means-statistical', yes ? 'The answers vary, so it is statistical.' : 'Having a number in the answer does not make a question statistical; it needs answers that vary.')],
    );
  },
};

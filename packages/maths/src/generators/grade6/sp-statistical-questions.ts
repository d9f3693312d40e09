import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

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

function templated(d: Difficulty, rng: Rng): [string, boolean, string] {
  const a = rng.pick(ATTRS[d]);
  const yes = rng.bool();
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
  generate(d: Difficulty, rng: Rng) {
    const [q, yes, why] = rng.bool(0.25) ? rng.pick(BANK[d]) : templated(d, rng);
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

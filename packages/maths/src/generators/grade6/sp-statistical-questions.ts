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

export const spStatisticalQuestions: SkillGenerator = {
  skillId: 'g6.sp.statistical-questions',
  grade: 6,
  domain: 'sp',
  ccss: ['6.SP.A.1'],
  topic: 'Statistics',
  subtopic: 'Statistical questions',
  prereqs: [],
  estTimeSec: times(10, 30),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    const [q, yes, why] = rng.pick(BANK[d]);
    return bodyLoose(
      `Is "${q}" a statistical question? Answer yes or no.`,
      A.yesNo(yes),
      [
        'A statistical question expects answers that vary.',
        'Would you collect many data values, or find just one answer?',
        yes ? 'Think about whether different people, things or days would give different answers.' : 'Think about whether the answer would be the same no matter who you asked.',
      ],
      [`"${q}"`, why, yes ? 'You would collect many data values, so it is statistical: yes.' : 'You would find one answer, so it is not statistical: no.', `Check: ${yes ? 'the answers vary' : 'there is no variability in the answer'}.`],
      [mis(yes ? 'no' : 'yes', yes ? 'missed-variability' : 'number-means-statistical', yes ? 'The answers vary, so it is statistical.' : 'Having a number in the answer does not make a question statistical; it needs answers that vary.')],
    );
  },
};

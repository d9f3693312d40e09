/**
 * The chat filter's table (docs/adr/0170): what must be refused, by kind, and the ordinary
 * messages and guild names that must pass.
 */
import { describe, expect, it } from 'vitest';
import { chatRefusal, type ChatRefusal } from './chat-filter.js';

const ZWSP = '\u200b';

const BLOCKED: ReadonlyArray<readonly [string, ChatRefusal]> = [
  // Phone numbers, however written.
  ['call me ５５５１２３４５６７', 'PHONE'],
  ['call 555/123/4567', 'PHONE'],
  ['call 555-123-4567', 'PHONE'],
  ['+44 20 7946 0958', 'PHONE'],
  ['my number is ٥٥٥١٢٣٤٥٦٧', 'PHONE'],
  ['my number is ۵۵۵۱۲۳۴۵۶۷', 'PHONE'],
  ['ring ५५५१२३४५६७', 'PHONE'],
  ['555_123_4567', 'PHONE'],
  ['555,123,4567', 'PHONE'],
  ['555.123.4567', 'PHONE'],
  ['(555) 123 4567', 'PHONE'],
  ['5 5 5 1 2 3 4 5 6 7', 'PHONE'],
  ['5551234567', 'PHONE'],
  ['five five five one two three four five six seven', 'PHONE'],
  ['Five Five Five 1 2 3 four five six seven', 'PHONE'],
  ['text me 555 one two three 4567', 'PHONE'],
  [`555${ZWSP}123${ZWSP}4567`, 'PHONE'],
  ['𝟓𝟓𝟓𝟏𝟐𝟑𝟒𝟓𝟔𝟕', 'PHONE'],
  ['call 555 - 123 - 4567 after school', 'PHONE'],
  ['0 7 7 0 0 9 0 0 1 2 3', 'PHONE'],
  // Links and web addresses, by shape.
  ['visit example．com', 'LINK'],
  ['visit evil.dev', 'LINK'],
  ['visit example  .  com', 'LINK'],
  ['example[.]com', 'LINK'],
  ['example(dot)com', 'LINK'],
  ['example [dot] com', 'LINK'],
  ['example。com', 'LINK'],
  ['example dot com', 'LINK'],
  ['example. com', 'LINK'],
  ['example .com', 'LINK'],
  ['go to 127.0.0.1', 'LINK'],
  ['hxxps://games', 'LINK'],
  ['https://example.test/x', 'LINK'],
  ['http://mathquest', 'LINK'],
  ['www.games', 'LINK'],
  ['my site is coolkid.com', 'LINK'],
  ['join my server discord.gg/abc', 'LINK'],
  ['see my-page.example.co.uk', 'LINK'],
  ['try ехаmple.com', 'LINK'],
  ['look at EXAMPLE.ORG', 'LINK'],
  ['write to me: kid at gmail.com', 'LINK'],
  ['watch on youtube.com', 'LINK'],
  ['site.horse is fun', 'LINK'],
  [`example${ZWSP}.${ZWSP}com`, 'LINK'],
  ['ｅｘａｍｐｌｅ．ｃｏｍ', 'LINK'],
  // E-mail addresses, also with spelled-out at and dot.
  ['mail me at kid@example.org', 'EMAIL'],
  ['kid (at) gmail (dot) com', 'EMAIL'],
  ['kid [at] gmail [dot] com', 'EMAIL'],
  ['kid at gmail dot com', 'LINK'],
  ['kid @ gmail . com', 'EMAIL'],
  ['kid＠gmail．com', 'EMAIL'],
  ['k.i.d_99@school.edu', 'EMAIL'],
  // Swear words, slurs and insults, and their disguises.
  ['you are stupid', 'WORD'],
  ['you are STUPID', 'WORD'],
  ['ѕtupid', 'WORD'],
  [`stu${ZWSP}pid`, 'WORD'],
  ['st upid', 'WORD'],
  ['stu pid', 'WORD'],
  ['s t u p i d', 'WORD'],
  ['stüpid', 'WORD'],
  ['shiiit', 'WORD'],
  ['sh1t happens', 'WORD'],
  ['$hit', 'WORD'],
  ['f u c k', 'WORD'],
  ['i.d.i.o.t', 'WORD'],
  ['what a L0SER', 'WORD'],
  ['you idiot', 'WORD'],
  ['ur a moron', 'WORD'],
  ['kys', 'WORD'],
  ['just kill yourself', 'WORD'],
  ['you are dumb', 'WORD'],
  ['ｓｔｕｐｉｄ', 'WORD'],
  ['ѕһіt', 'WORD'],
  ['bitch', 'WORD'],
  ['fuuuuck this', 'WORD'],
  ['what a dumbass', 'WORD'],
];

/** Guild and event names, checked as names (and as messages). */
const NAMES: readonly string[] = ['Team 2024', 'Team 2024 2025', 'Class 7B', 'Grade 6 Stars', 'The 300 Club', 'Room 101 Rockets', 'Pi 314', 'Squad 12 34'];

const PASSES: readonly string[] = [
  'I got 7 out of 10',
  'my score is 1500 and 2300',
  'level 12 at 3:30',
  '5.5 + 2.25 = 7.75',
  '1,000,000',
  'see you at 3',
  'Good job on the raid!',
  'What is 7 x 8? I got 56',
  'Let us do fractions at 5pm',
  'Score 12345 points',
  'I passed level 3.5 of the class',
  'I passed the class assessment',
  'The answer is 3/4',
  '12 x 12 = 144',
  'pi is about 3.14159265',
  'The pen is red',
  'one more round?',
  'I have two pets and one cat',
  'Is it 0.125 or 0.25?',
  'see you on 2025-06-01',
  'due 11/28/2024',
  'Wait...what?',
  'e.g. 3 + 4',
  'Who wants to do the fractions raid?',
  'My scores: 1500, 2300, 4500',
  'The Math Wizards',
  'Fraction Fans',
  'glass hole in the window',
  'Scunthorpe United',
  'I love maths class',
  'Dot the i and cross the t',
  'connect the dot to the line',
  'at 10 we meet',
  '2 + 2 = 4, 3 + 3 = 6',
  '100% done!',
  'We beat level 99 at last',
  'ΑΒΓ is Greek',
  'Привет, как дела?',
];

describe('guild chat filter table', () => {
  it(`refuses each of the ${BLOCKED.length} messages with its reason`, () => {
    expect(BLOCKED.length).toBeGreaterThanOrEqual(60);
    const wrong = BLOCKED.filter(([m, why]) => chatRefusal(m) !== why).map(([m, why]) => `${JSON.stringify(m)}: ${chatRefusal(m)} (expected ${why})`);
    expect(wrong).toEqual([]);
  });

  it(`lets each of the ${PASSES.length} ordinary messages and ${NAMES.length} names through`, () => {
    expect(PASSES.length + NAMES.length).toBeGreaterThanOrEqual(30);
    const wrong = [
      ...PASSES.filter((m) => chatRefusal(m) !== null).map((m) => `${JSON.stringify(m)}: ${chatRefusal(m)}`),
      ...NAMES.filter((m) => chatRefusal(m) !== null || chatRefusal(m, { name: true }) !== null).map((m) => `name ${JSON.stringify(m)}: ${chatRefusal(m)} / ${chatRefusal(m, { name: true })}`),
    ];
    expect(wrong).toEqual([]);
  });
});

describe('names', () => {
  it('count every digit of a name towards a phone number', () => {
    expect(chatRefusal('Team 555 1234', { name: true })).toBe('PHONE');
    expect(chatRefusal('call5551234', { name: true })).toBe('PHONE');
    expect(chatRefusal('Team 2024', { name: true })).toBeNull();
  });
});

describe('empty and long', () => {
  it('refuses a blank or over-long message and takes the longest allowed one', () => {
    expect(chatRefusal('   ')).toBe('EMPTY');
    expect(chatRefusal('a'.repeat(501))).toBe('TOO_LONG');
    expect(chatRefusal('a'.repeat(500))).toBeNull();
  });
});

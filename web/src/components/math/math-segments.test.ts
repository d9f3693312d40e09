import { describe, expect, it } from 'vitest';
import { hasBox, splitMathText, spokenMath } from './math-segments';

const maths = (text: string) => splitMathText(text).filter((s) => s.kind === 'math').map((s) => (s.kind === 'math' ? s.tex : ''));
const rejoin = (text: string) => splitMathText(text).map((s) => (s.kind === 'math' ? s.source : s.text)).join('');

describe('splitMathText', () => {
  it('keeps plain sentences and lone numbers as text', () => {
    const text = 'Ruby has 87 cards. That is 3 times as many cards as Zoe has.';
    expect(splitMathText(text)).toEqual([{ kind: 'text', text }]);
    expect(splitMathText('I have a cat and a dog')).toEqual([{ kind: 'text', text: 'I have a cat and a dog' }]);
  });

  it('stacks fractions and keeps ÷ and "= ?" in one maths run', () => {
    expect(splitMathText('9 ÷ 3/4 = ?')).toEqual([{ kind: 'math', tex: '9 \\div \\frac{3}{4} = ?', source: '9 ÷ 3/4 = ?' }]);
  });

  it('reads mixed numbers as a whole number beside a fraction', () => {
    expect(maths('What is 3 1/4 + 2 3/8?')).toEqual(['3\\frac{1}{4} + 2\\frac{3}{8}']);
    expect(maths('3 1/4')).toEqual(['3\\frac{1}{4}']);
  });

  it('writes caret and superscript powers, including negative ones', () => {
    expect(maths('2 + 5² × 4 = ?')).toEqual(['2 + 5^{2} \\times 4 = ?']);
    expect(maths('4.72 × 10^−4')).toEqual(['4.72 \\times 10^{-4}']);
    expect(maths('Evaluate 9⁰ × 3⁻³. Give the exact value.')).toEqual(['9^{0} \\times 3^{-3}']);
    expect(maths('x^2 = 49')).toEqual(['x^{2} = 49']);
  });

  it('typesets square roots inside words', () => {
    expect(splitMathText('Is √36 rational or irrational?')).toEqual([
      { kind: 'text', text: 'Is ' },
      { kind: 'math', tex: '\\sqrt{36}', source: '√36' },
      { kind: 'text', text: ' rational or irrational?' },
    ]);
  });

  it('treats single letters as variables only beside operators', () => {
    expect(splitMathText('Solve for n: n + 2.2 = 9.1')).toEqual([
      { kind: 'text', text: 'Solve for n: ' },
      { kind: 'math', tex: 'n + 2.2 = 9.1', source: 'n + 2.2 = 9.1' },
    ]);
    expect(maths('A = b × h.')).toEqual(['A = b \\times h']);
    expect(maths('Simplify 3(x + 4)')).toEqual(['3(x + 4)']);
  });

  it('leaves comparisons symbols in instructions and coordinate lists as text', () => {
    const text = 'Compare: 94,838 ☐ 94,818. Type <, > or =.';
    expect(splitMathText(text)).toEqual([{ kind: 'text', text }]);
    expect(maths('A rectangle has corners (5, 9), (13, 9)')).toEqual([]);
  });

  it('escapes thousands commas, dollars and percent signs for TeX', () => {
    expect(maths('22,787 + 28,660 = ?')).toEqual(['22{,}787 + 28{,}660 = ?']);
    expect(maths('$4.50 × 3')).toEqual(['\\$4.50 \\times 3']);
    expect(maths('69/80 = 86.25/100 = 86.25%')).toEqual(['\\frac{69}{80} = \\frac{86.25}{100} = 86.25\\%']);
  });

  it('never loses or reorders characters', () => {
    for (const t of ['7² = 49 < 61 < 64 = 8², so √61 is between 7 and 8.', 'Let x = 3.1111…; then 10x = 31.111….', 'y + 8 > 21 means y > 21 − 8, so y > 13.']) {
      expect(rejoin(t)).toBe(t);
    }
  });

  it('typesets a missing-number fraction whole, with a real box on top or bottom', () => {
    expect(splitMathText('2/4 = 1/☐. What number goes in the box?')).toEqual([
      { kind: 'math', tex: '\\frac{2}{4} = \\frac{1}{\\boxed{\\phantom{0}}}', source: '2/4 = 1/☐' },
      { kind: 'text', text: '. What number goes in the box?' },
    ]);
    expect(maths('3/4 = ☐/100. What number goes in the box?')).toEqual(['\\frac{3}{4} = \\frac{\\boxed{\\phantom{0}}}{100}']);
    // A comparison box between two fractions stays text: it is an instruction, not a fraction.
    expect(rejoin('Compare: 3/4 ☐ 1/2. Type <, > or =.')).toBe('Compare: 3/4 ☐ 1/2. Type <, > or =.');
    expect(maths('Compare: 3/4 ☐ 1/2.')).toEqual(['\\frac{3}{4}', '\\frac{1}{2}']);
  });
});

describe('spokenMath (the label of a maths run with a box)', () => {
  it('reads fractions by their denominators and the box as the question', () => {
    expect(spokenMath('2/4 = 1/☐')).toBe('2 fourths equals 1 over what number');
    expect(spokenMath('1/2 = ☐/8')).toBe('1 half equals how many eighths');
    expect(spokenMath('30/100 = ☐/10')).toBe('30 hundredths equals how many tenths');
    expect(spokenMath('4/15 = ☐/45')).toBe('4 over 15 equals what number over 45');
  });
  it('labels only runs that have a box', () => {
    expect(hasBox('2/4 = 1/☐')).toBe(true);
    expect(hasBox('2/4 = 1/2')).toBe(false);
  });
});

describe('a box to fill in, said in Spanish', () => {
  it('names the fraction and the missing number in Spanish words', () => {
    expect(spokenMath('2/4 = 1/☐', 'es-US')).toBe('2 cuartos es igual a 1 sobre qué número');
    expect(spokenMath('1/2 = ☐/8', 'es-US')).toBe('1 medio es igual a cuántos octavos');
    expect(spokenMath('☐ + 3 = 7', 'es')).toBe('qué número más 3 es igual a 7');
  });
});

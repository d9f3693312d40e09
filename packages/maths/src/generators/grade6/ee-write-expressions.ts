import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const expr = (display: string, v: string): AnswerSpec => ({
  format: 'expression',
  expression: display.replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/').replace(/\s+/g, ''),
  vars: [v],
  form: 'any',
  canonical: display,
});

export const eeWriteExpressions: SkillGenerator = {
  skillId: 'g6.ee.write-expressions',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.A.2', '6.EE.B.6'],
  topic: 'Expressions',
  subtopic: 'Words to expressions',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const v = rng.pick(['n', 'x', 'y', 'm']);
    const a = rng.int(2, 12);
    let b = rng.int(2, 12);
    if (b === a) b = a === 12 ? 7 : a + 1;
    let words: string;
    let ans: string;
    let wrong: { value: string; id: string; feedback: string }[] = [];
    let h: [string, string, string];
    if (d === 1) {
      const kind = rng.pick(['sum', 'product', 'quotient', 'more']);
      if (kind === 'sum') [words, ans] = [w.t(`the sum of a number ${v} and ${a}`, `la suma de un número ${v} más ${a}`), `${v} + ${a}`];
      else if (kind === 'more') [words, ans] = [w.t(`${a} more than a number ${v}`, `${a} más que un número ${v}`), `${v} + ${a}`];
      else if (kind === 'product') [words, ans] = [w.t(`the product of ${a} and a number ${v}`, `el producto de ${a} por un número ${v}`), `${a}${v}`];
      else [words, ans] = [w.t(`a number ${v} divided by ${a}`, `un número ${v} dividido entre ${a}`), `${v}/${a}`];
      h = w.t(['Find the operation word: sum, more than, product or divided by.', `The unknown number is ${v}.`, `Write ${v} and ${a} with that operation.`], ['Busca la palabra de la operación: suma, más que, producto o dividido entre.', `El número desconocido es ${v}.`, `Escribe ${a} y el número ${v} con esa operación.`]);
      if (kind === 'quotient') wrong = [mis(`${a}/${v}`, 'order-reversed', w.t(`"${v} divided by ${a}" puts ${v} first.`, `"${v} dividido entre ${a}" pone ${v} primero.`))];
      if (kind === 'product') wrong = [mis(`${a} + ${v}`, 'added', w.t('A product means multiply.', 'Un producto quiere decir multiplicar.'))];
    } else if (d === 2) {
      const kind = rng.pick(['less', 'fewer', 'subtracted']);
      ans = `${v} − ${a}`;
      if (w.es) {
        const phrase = kind === 'subtracted' ? 'restado de' : 'menos que';
        words = kind === 'less' ? `${a} menos que un número ${v}` : kind === 'fewer' ? `${a} unidades menos que un número ${v}` : `${a} restado de un número ${v}`;
        h = [`"${phrase}" invierte el orden de las palabras.`, `Empieza con el número ${v}.`, `Luego quítale ${a}.`];
        wrong = [mis(`${a} - ${v}`, 'order-reversed', `"${a} ${phrase} ${v}" quiere decir que a ${v} le quitas ${a}.`)];
      } else {
        words = kind === 'less' ? `${a} less than a number ${v}` : kind === 'fewer' ? `${a} fewer than a number ${v}` : `${a} subtracted from a number ${v}`;
        h = [`"${kind === 'subtracted' ? 'subtracted from' : kind === 'less' ? 'less than' : 'fewer than'}" reverses the order of the words.`, `Start with the number ${v}.`, `Then take away ${a}.`];
        wrong = [mis(`${a} - ${v}`, 'order-reversed', `"${a} ${kind === 'subtracted' ? 'subtracted from' : kind + ' than'} ${v}" means start with ${v} and take away ${a}.`)];
      }
    } else if (d === 3) {
      const kind = rng.pick(['twice-plus', 'times-minus']);
      if (kind === 'twice-plus') [words, ans] = [w.t(`${b} more than ${a} times a number ${v}`, `${b} más que ${a} veces un número ${v}`), `${a}${v} + ${b}`];
      else [words, ans] = [w.t(`${b} less than ${a} times a number ${v}`, `${b} menos que ${a} veces un número ${v}`), `${a}${v} − ${b}`];
      h = w.t([`First write "${a} times a number ${v}".`, `That is ${a}${v}.`, `Now ${kind === 'twice-plus' ? `add ${b}` : `subtract ${b}`}.`], [`Primero escribe "${a} veces un número ${v}".`, `Eso es ${a}${v}.`, `Ahora ${kind === 'twice-plus' ? `suma ${b}` : `resta ${b}`}.`]);
      wrong = [mis(kind === 'twice-plus' ? `${a}(${v} + ${b})` : `${b} - ${a}${v}`, kind === 'twice-plus' ? 'extra-brackets' : 'order-reversed', kind === 'twice-plus' ? w.t(`Only ${v} is multiplied by ${a}; then ${b} is added.`, `Solo ${v} se multiplica por ${a}; luego se suma ${b}.`) : w.t(`"${b} less than" means subtract ${b} from ${a}${v}.`, `"${b} menos que" quiere decir restarle ${b} a ${a}${v}.`))];
    } else if (d === 4) {
      const kind = rng.pick(['product-sum', 'quotient-diff']);
      if (kind === 'product-sum') [words, ans] = [w.t(`the product of ${a} and the sum of a number ${v} and ${b}`, `el producto de ${a} por la suma de un número ${v} más ${b}`), `${a}(${v} + ${b})`];
      else [words, ans] = [w.t(`the difference of a number ${v} and ${b}, divided by ${a}`, `la diferencia de un número ${v} menos ${b}, dividida entre ${a}`), `(${v} − ${b})/${a}`];
      h = w.es ? [`"${kind === 'product-sum' ? `la suma de ${v} más ${b}` : `la diferencia de ${v} menos ${b}`}" es una sola cantidad.`, `Mantenla junta con paréntesis: (${v} ${kind === 'product-sum' ? '+' : '−'} ${b}).`, kind === 'product-sum' ? `"El producto de ${a} por …" quiere decir ${a} por esa cantidad.` : `Luego divide toda esa cantidad entre ${a}.`] : [`"${kind === 'product-sum' ? `the sum of ${v} and ${b}` : `the difference of ${v} and ${b}`}" is one quantity.`, `Keep it together with brackets: (${v} ${kind === 'product-sum' ? '+' : '−'} ${b}).`, kind === 'product-sum' ? `"The product of ${a} and …" means ${a} times that quantity.` : `Then divide that whole quantity by ${a}.`];
      wrong = [mis(kind === 'product-sum' ? `${a}${v} + ${b}` : `${v} - ${b}/${a}`, 'brackets-missing', w.t('Use brackets to keep the sum or difference together.', 'Usa paréntesis para mantener junta la suma o la diferencia.')), kind === 'product-sum' ? mis(`${a} + ${v} + ${b}`, 'added', w.t('A product means multiply.', 'Un producto quiere decir multiplicar.')) : null].filter((m): m is NonNullable<typeof m> => m !== null);
    } else {
      const price = rng.int(2, 9);
      const fee = rng.int(3, 15);
      // rng.pick(ITEMS) is this draw: the index names the Spanish row too.
      const items = [
        ['t', 'ticket', 'a booking fee'],
        ['g', 'game', 'an entry fee'],
        ['p', 'pizza', 'a delivery fee'],
        ['b', 'book', 'a shipping fee'],
        ['r', 'ride', 'a gate fee'],
      ] as const;
      const at = rng.int(0, items.length - 1);
      const [tv, thing, place] = items[at]!;
      words = `the total cost, in dollars, of ${tv} ${thing}s at $${price} each plus a $${fee} fee`;
      ans = `${price}${tv} + ${fee}`;
      const spec = expr(ans, tv);
      const who = someone(rng, w);
      if (w.es) {
        const [one, many, each, feeName] = ([
          ['boleto', 'boletos', 'uno', 'un cargo por reservación'],
          ['juego', 'juegos', 'uno', 'una cuota de entrada'],
          ['pizza', 'pizzas', 'una', 'un cargo de entrega'],
          ['libro', 'libros', 'uno', 'un costo de envío'],
          ['vuelta', 'vueltas', 'una', 'un cargo de entrada'],
        ] as const)[at]!;
        const the = each === 'una' ? 'las' : 'los';
        const wordsEs = `el costo total, en dólares, de ${tv} ${many} a $${price} cada ${each} más un cargo de $${fee}`;
        return bodyLoose(
          rng.pick([
            `Escribe una expresión para ${wordsEs}.`,
            `${who} compra ${tv} ${many} a $${price} cada ${each} y paga ${feeName} de $${fee}. Escribe una expresión para el costo total en dólares.`,
            `Cada ${one} cuesta $${price}, y hay ${feeName} de $${fee}. Escribe una expresión para el costo, en dólares, de ${tv} ${many}.`,
            `Escribe una expresión para lo que paga ${who}, en dólares, por ${tv} ${many} a $${price} cada ${each} más ${feeName} de $${fee}.`,
            `¿Qué expresión da el costo total, en dólares, de ${tv} ${many} a $${price} cada ${each} con ${feeName} de $${fee}?`,
          ]),
          spec,
          [`Cada ${one} cuesta $${price}, así que ${tv} ${many} cuestan ${price} × ${tv}.`, `Eso es ${price}${tv}.`, `Suma el cargo de $${fee}, que se paga una sola vez.`],
          [`Costo de ${the} ${many}: ${price}${tv}.`, `Más el cargo: ${ans}.`, `Comprueba: con ${tv} = 2, ${price} × 2 + ${fee} = ${price * 2 + fee} dólares.`],
          [mis(`${price + fee}${tv}`, 'combined-unlike', 'El cargo se paga una vez, no por cada artículo.'), mis(`${price}(${tv} + ${fee})`, 'fee-per-item', 'Solo los artículos se multiplican por el precio.')],
        );
      }
      return bodyLoose(
        rng.pick([
          `Write an expression for ${words}.`,
          `${who} buys ${tv} ${thing}s at $${price} each and pays ${place} of $${fee}. Write an expression for the total cost in dollars.`,
          `Each ${thing} costs $${price}, and there is ${place} of $${fee}. Write an expression for the cost, in dollars, of ${tv} ${thing}s.`,
          `Write an expression for what ${who} pays, in dollars, for ${tv} ${thing}s at $${price} each plus ${place} of $${fee}.`,
          `What expression gives the total cost, in dollars, of ${tv} ${thing}s at $${price} each with ${place} of $${fee}?`,
        ]),
        spec,
        [`Each ${thing} costs $${price}, so ${tv} ${thing}s cost ${price} × ${tv}.`, `That is ${price}${tv}.`, `Add the one-time fee of $${fee}.`],
        [`Cost of the ${thing}s: ${price}${tv}.`, `Plus the fee: ${ans}.`, `Check: with ${tv} = 2, ${price} × 2 + ${fee} = ${price * 2 + fee} dollars.`],
        [mis(`${price + fee}${tv}`, 'combined-unlike', 'The fee is paid once, not for each item.'), mis(`${price}(${tv} + ${fee})`, 'fee-per-item', 'Only the items are multiplied by the price.')],
      );
    }
    const spec = expr(ans, v);
    const filled = ans.replace(new RegExp(`(\\d)${v}`, 'g'), `$1 × 10`).replace(new RegExp(v, 'g'), '10');
    const check = w.t(`Check: with ${v} = 10, ${filled} matches the words.`, `Comprueba: con ${v} = 10, ${filled} coincide con las palabras.`);
    return bodyLoose(
      w.t(`Write an expression for ${words}.`, `Escribe una expresión para ${words}.`),
      spec,
      h,
      // A single term ("6y") is not a blank the tutor can take whole, so its number is the step to fill in.
      /^\d+[a-z]$/.test(ans)
        ? [`"${words}".`, w.t(`The number that multiplies ${v}: ${a}.`, `El número que multiplica a ${v}: ${a}.`), w.t(`So the expression is ${ans}.`, `Entonces la expresión es ${ans}.`), check]
        : [`"${words}".`, `${w.t('Expression', 'Expresión')}: ${ans}.`, check],
      wrong,
    );
  },
};

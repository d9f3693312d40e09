import type { Language } from '@mathquest/contracts';

/**
 * Secrets of roster students (docs/adr/0200): an adjective, an animal or thing, and a number from
 * 10 to 99, such as "sunny otter 42", picked by the server from these fixed lists. Words are short,
 * common, easy to spell for a grade 4 reader, and none reads as unkind next to another. 96 × 96 ×
 * 90 = 829,440 secrets; with the lockout of docs/adr/0165 a guesser gets about 30 tries.
 *
 * A Spanish class's secrets are Spanish words in Spanish order, noun then adjective, such as
 * "nutria feliz 42" (docs/adr/0187), from lists of the same sizes, so the count is the same. Those
 * words are letters a–z only (no accent, ñ or ü: a child types them on any keyboard, and
 * normalizeSecret would split a word at such a letter), and the adjectives are ones that do not
 * change with gender, so every pair agrees.
 */
export const SECRET_ADJECTIVES = [
  'sunny', 'happy', 'brave', 'calm', 'clever', 'cosy', 'dizzy', 'eager', 'fancy', 'fast', 'fluffy', 'gentle',
  'giant', 'glad', 'golden', 'grand', 'green', 'jolly', 'kind', 'lucky', 'merry', 'mighty', 'misty', 'neat',
  'nice', 'noble', 'odd', 'proud', 'purple', 'quick', 'quiet', 'rapid', 'red', 'royal', 'shiny', 'silly',
  'silver', 'sleepy', 'smart', 'snowy', 'soft', 'speedy', 'spotty', 'stripy', 'super', 'swift', 'tidy', 'tiny',
  'warm', 'wise', 'witty', 'yellow', 'zesty', 'bright', 'bold', 'busy', 'cheery', 'cool', 'crisp', 'daring',
  'fair', 'fresh', 'frosty', 'funny', 'fuzzy', 'great', 'handy', 'humble', 'icy', 'jumpy', 'keen', 'lively',
  'loyal', 'magic', 'mellow', 'modern', 'nimble', 'orange', 'peppy', 'plucky', 'polite', 'rosy', 'rusty', 'salty',
  'sandy', 'sharp', 'sparky', 'steady', 'sturdy', 'sweet', 'tall', 'trusty', 'vivid', 'windy', 'zippy', 'blue',
] as const;

export const SECRET_NOUNS = [
  'otter', 'tiger', 'panda', 'koala', 'robin', 'eagle', 'whale', 'shark', 'zebra', 'camel', 'llama', 'moose',
  'bunny', 'puppy', 'kitten', 'pony', 'hippo', 'rhino', 'gecko', 'lizard', 'turtle', 'frog', 'toad', 'owl',
  'parrot', 'penguin', 'seal', 'walrus', 'badger', 'beaver', 'fox', 'wolf', 'bear', 'lion', 'lynx', 'mouse',
  'hamster', 'ferret', 'rabbit', 'duck', 'goose', 'swan', 'crab', 'squid', 'dolphin', 'salmon', 'trout', 'bee',
  'ant', 'moth', 'beetle', 'comet', 'planet', 'rocket', 'star', 'moon', 'cloud', 'river', 'lake', 'hill',
  'island', 'forest', 'meadow', 'garden', 'apple', 'banana', 'cherry', 'lemon', 'mango', 'melon', 'peach', 'plum',
  'pepper', 'carrot', 'cookie', 'muffin', 'pancake', 'waffle', 'pretzel', 'noodle', 'pickle', 'button', 'kite', 'drum',
  'flute', 'piano', 'guitar', 'robot', 'castle', 'bridge', 'tower', 'wagon', 'boat', 'train', 'bike', 'scooter',
] as const;

/** Spanish adjectives: invariable in gender (-e, -l, -r, -z, -n, -ista, -a; colours used invariably). */
export const SECRET_ADJECTIVES_ES = [
  'feliz', 'alegre', 'amable', 'valiente', 'veloz', 'genial', 'leal', 'fiel', 'dulce', 'fuerte', 'grande', 'gigante',
  'noble', 'libre', 'elegante', 'suave', 'tenaz', 'audaz', 'capaz', 'vivaz', 'sagaz', 'fugaz', 'feroz', 'azul',
  'verde', 'gris', 'celeste', 'naranja', 'violeta', 'lila', 'turquesa', 'magenta', 'rosa', 'lavanda', 'coral', 'malva',
  'mostaza', 'popular', 'solar', 'lunar', 'polar', 'estelar', 'tropical', 'musical', 'jovial', 'cordial', 'natural', 'especial',
  'ideal', 'joven', 'gentil', 'juvenil', 'sutil', 'puntual', 'colosal', 'triunfal', 'espacial', 'invernal', 'glacial', 'floral',
  'original', 'ejemplar', 'escolar', 'formal', 'real', 'muscular', 'potente', 'paciente', 'prudente', 'radiante', 'vibrante', 'humilde',
  'amigable', 'sociable', 'adorable', 'notable', 'flexible', 'firme', 'salvaje', 'apacible', 'sublime', 'alerta', 'artista', 'bromista',
  'ciclista', 'surfista', 'tenista', 'turista', 'atleta', 'cantante', 'ayudante', 'flotante', 'volante', 'danzante', 'estable', 'fiable',
] as const;

/** Spanish nouns, singular: animals, things in nature, foods and toys a grade 4 child knows in US Spanish. */
export const SECRET_NOUNS_ES = [
  'nutria', 'tigre', 'panda', 'koala', 'ballena', 'cebra', 'camello', 'llama', 'alce', 'conejo', 'perrito', 'gatito',
  'tortuga', 'rana', 'sapo', 'loro', 'foca', 'morsa', 'castor', 'zorro', 'lobo', 'oso', 'lince', 'ganso',
  'cisne', 'cangrejo', 'calamar', 'trucha', 'abeja', 'hormiga', 'jirafa', 'elefante', 'canguro', 'ardilla', 'caballo', 'poni',
  'iguana', 'flamenco', 'gaviota', 'pulpo', 'caracol', 'mariposa', 'ajolote', 'mapache', 'jaguar', 'orca', 'pollito', 'grillo',
  'erizo', 'cometa', 'planeta', 'cohete', 'estrella', 'luna', 'nube', 'lago', 'colina', 'isla', 'bosque', 'pradera',
  'playa', 'selva', 'cascada', 'girasol', 'galaxia', 'manzana', 'cereza', 'mango', 'durazno', 'ciruela', 'galleta', 'fideo',
  'pera', 'uva', 'coco', 'guayaba', 'elote', 'pastel', 'helado', 'tambor', 'flauta', 'piano', 'guitarra', 'robot',
  'castillo', 'puente', 'torre', 'barco', 'tren', 'bici', 'papalote', 'globo', 'trompo', 'canica', 'patineta', 'faro',
] as const;

/**
 * A new secret from `randomInt` (a source of uniform integers below n; crypto's randomInt in the
 * service), in the words of `language`, the class's: Spanish for 'es-US', English otherwise
 * (absent included, as a roster without a language is English).
 */
export function newSecret(randomInt: (n: number) => number, language: Language | undefined): string {
  const spanish = language === 'es-US';
  const adjectives: readonly string[] = spanish ? SECRET_ADJECTIVES_ES : SECRET_ADJECTIVES;
  const nouns: readonly string[] = spanish ? SECRET_NOUNS_ES : SECRET_NOUNS;
  const adjective = adjectives[randomInt(adjectives.length)]!;
  const noun = nouns[randomInt(nouns.length)]!;
  const number = 10 + randomInt(90);
  return spanish ? `${noun} ${adjective} ${number}` : `${adjective} ${noun} ${number}`;
}

/**
 * Secrets of roster students (docs/adr/0200): an adjective, an animal or thing, and a number from
 * 10 to 99, such as "sunny otter 42", picked by the server from these fixed lists. Words are short,
 * common, easy to spell for a grade 4 reader, and none reads as unkind next to another. 96 × 96 ×
 * 90 = 829,440 secrets; with the lockout of docs/adr/0165 a guesser gets about 30 tries.
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

/** A new secret from `random` (a source of uniform integers below n; crypto's randomInt in the service). */
export function newSecret(randomInt: (n: number) => number): string {
  const adjective = SECRET_ADJECTIVES[randomInt(SECRET_ADJECTIVES.length)]!;
  const noun = SECRET_NOUNS[randomInt(SECRET_NOUNS.length)]!;
  return `${adjective} ${noun} ${10 + randomInt(90)}`;
}

/**
 * The boss and story catalogues (docs/product/engagement.md#bosses, #story-mode; docs/adr/0096,
 * 0097). Product data that two services read: the game builds a battle or a chapter from it
 * (health, difficulty, topics, problem count) and engagement shows it and pays its rewards. It is
 * code, not storage, so both read the same facts with no call between them. Topics are curriculum
 * topics of the maths package's skills (their `topic`).
 */

export interface BossDefinition {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  maxHealth: number;
  /** 1 to 5. */
  difficulty: number;
  topics: readonly string[];
  rewardCoins: number;
  rewardXp: number;
  rewardGems: number;
  requiredLevel: number;
  /** Pet ids of engagement's pet catalogue granted on the first victory. */
  specialPets: readonly string[];
  /** Reward-only avatar item ids (engagement's reward items) granted on the first victory. */
  specialAvatarItems: readonly string[];
}

const boss = (b: Omit<BossDefinition, 'imageUrl'>): BossDefinition => ({ ...b, imageUrl: `/bosses/${b.id}.png` });

export const BOSSES: readonly BossDefinition[] = [
  boss({ id: 'boss-count-crunch', name: 'Count Crunch', description: 'A grumpy troll who hoards place values under his bridge.', maxHealth: 250, difficulty: 1, topics: ['Place value', 'Adding & subtracting'], rewardCoins: 50, rewardXp: 100, rewardGems: 2, requiredLevel: 1, specialPets: [], specialAvatarItems: ['trophy-count-crunch'] }),
  boss({ id: 'boss-times-titan', name: 'Times Titan', description: 'A stone giant who only moves when you multiply.', maxHealth: 300, difficulty: 1, topics: ['Multiplying & dividing', 'Factors & multiples'], rewardCoins: 75, rewardXp: 150, rewardGems: 3, requiredLevel: 3, specialPets: [], specialAvatarItems: ['trophy-times-titan'] }),
  boss({ id: 'boss-fraction-phantom', name: 'Fraction Phantom', description: 'A ghost split into pieces. Put it back together to defeat it.', maxHealth: 350, difficulty: 2, topics: ['Fractions'], rewardCoins: 100, rewardXp: 200, rewardGems: 5, requiredLevel: 5, specialPets: ['bubbles'], specialAvatarItems: ['trophy-fraction-phantom'] }),
  boss({ id: 'boss-decimal-dragon', name: 'Decimal Dragon', description: 'Its scales shift the decimal point wherever it flies.', maxHealth: 400, difficulty: 2, topics: ['Decimals', 'Measurement'], rewardCoins: 125, rewardXp: 250, rewardGems: 6, requiredLevel: 8, specialPets: [], specialAvatarItems: ['trophy-decimal-dragon', 'title-dragon-tamer'] }),
  boss({ id: 'boss-ratio-raptor', name: 'Ratio Raptor', description: 'A swift hunter that compares everything it sees.', maxHealth: 450, difficulty: 3, topics: ['Ratios', 'Percents', 'Proportional relationships'], rewardCoins: 175, rewardXp: 350, rewardGems: 8, requiredLevel: 12, specialPets: ['rex'], specialAvatarItems: ['trophy-ratio-raptor'] }),
  boss({ id: 'boss-negative-knight', name: 'The Negative Knight', description: 'A dark knight who turns every number upside down.', maxHealth: 500, difficulty: 3, topics: ['Negative numbers', 'Coordinate plane'], rewardCoins: 200, rewardXp: 400, rewardGems: 10, requiredLevel: 15, specialPets: [], specialAvatarItems: ['trophy-negative-knight'] }),
  boss({ id: 'boss-equation-golem', name: 'Equation Golem', description: 'Built from balanced scales. Solve for x to crack its armour.', maxHealth: 600, difficulty: 4, topics: ['Equations', 'Expressions', 'Inequalities'], rewardCoins: 250, rewardXp: 500, rewardGems: 12, requiredLevel: 20, specialPets: ['nimbus'], specialAvatarItems: ['trophy-equation-golem'] }),
  boss({ id: 'boss-geometry-hydra', name: 'Geometry Hydra', description: 'Every head is a different shape. Measure them all.', maxHealth: 700, difficulty: 4, topics: ['Geometry', 'Measurement'], rewardCoins: 300, rewardXp: 600, rewardGems: 15, requiredLevel: 25, specialPets: [], specialAvatarItems: ['trophy-geometry-hydra', 'emote-hydra-roar'] }),
  boss({ id: 'boss-function-overlord', name: 'The Function Overlord', description: 'Master of inputs and outputs, ruler of the number line.', maxHealth: 1000, difficulty: 5, topics: ['Functions', 'Linear relationships', 'Exponents & roots'], rewardCoins: 500, rewardXp: 1000, rewardGems: 25, requiredLevel: 30, specialPets: ['pixel'], specialAvatarItems: ['trophy-function-overlord', 'title-overlord-slayer'] }),
];

export function bossById(id: string): BossDefinition | undefined {
  return BOSSES.find((b) => b.id === id);
}

/** Damage of one correct answer: floor((10 + 5 × difficulty) × multiplier), the combo multiplier after the answer. */
export function bossDamage(difficulty: number, multiplier: number): number {
  return Math.floor((10 + 5 * difficulty) * multiplier);
}

export interface ChapterDefinition {
  id: string;
  worldId: string;
  order: number;
  name: string;
  description: string;
  problemCount: number;
  /** 1 to 5: the difficulty the chapter's problems are served at. */
  difficulty: number;
  topics: readonly string[];
  rewardCoins: number;
  rewardXp: number;
}

export interface WorldDefinition {
  id: string;
  order: number;
  name: string;
  description: string;
  theme: string;
  requiredLevel: number;
  chapters: readonly ChapterDefinition[];
}

type ChapterSeed = [name: string, description: string, topics: string[]];
function world(order: number, id: string, name: string, description: string, theme: string, requiredLevel: number, baseDifficulty: number, seeds: ChapterSeed[]): WorldDefinition {
  return {
    id,
    order,
    name,
    description,
    theme,
    requiredLevel,
    chapters: seeds.map(([cname, cdesc, topics], i) => ({
      id: `${id}-ch${i + 1}`,
      worldId: id,
      order: i + 1,
      name: cname,
      description: cdesc,
      problemCount: 5 + i,
      difficulty: Math.min(5, baseDifficulty + Math.floor(i / 2)),
      topics,
      rewardCoins: 20 * order + 10 * i,
      rewardXp: 50 * order + 25 * i,
    })),
  };
}

export const WORLDS: readonly WorldDefinition[] = [
  world(1, 'world-number-meadows', 'Number Meadows', 'Rolling hills where numbers grow like flowers.', 'meadow', 1, 1, [
    ['The Counting Gate', 'Open the gate by reading big numbers.', ['Place value']],
    ['Sum Stream', 'Cross the stream by adding and subtracting.', ['Adding & subtracting']],
    ['Times Tree', 'Climb the tree one multiplication at a time.', ['Multiplying & dividing']],
    ['Factor Fields', 'Sort the fields into factors and multiples.', ['Factors & multiples', 'Patterns']],
  ]),
  world(2, 'world-fraction-forest', 'Fraction Forest', 'A forest where every tree is split into equal parts.', 'forest', 5, 2, [
    ['Pieces of Pine', 'Name the parts of each tree.', ['Fractions']],
    ['Decimal Dell', 'Follow the decimal points through the dell.', ['Decimals']],
    ['Measure Marsh', 'Measure your way across the marsh.', ['Measurement']],
    ['The Fraction Falls', 'Add and compare fractions to reach the falls.', ['Fractions', 'Decimals']],
  ]),
  world(3, 'world-ratio-ridge', 'Ratio Ridge', 'Mountain paths where everything comes in proportion.', 'mountain', 10, 2, [
    ['Ratio Road', 'Compare the mountain goats with ratios.', ['Ratios']],
    ['Percent Pass', 'Find your way with percents.', ['Percents']],
    ['Below Zero Cave', 'Explore the cave below zero.', ['Negative numbers']],
    ['Grid Summit', 'Plot the route to the summit.', ['Coordinate plane', 'Ratios']],
  ]),
  world(4, 'world-equation-ocean', 'Equation Ocean', 'Deep waters where balance keeps you afloat.', 'ocean', 15, 3, [
    ['Expression Reef', 'Build expressions from the coral.', ['Expressions']],
    ['Equation Current', 'Balance both sides to ride the current.', ['Equations']],
    ['Inequality Isles', 'Hop between the islands of greater and less.', ['Inequalities']],
    ['The Deep Trench', 'Dive deep with every algebra skill.', ['Equations', 'Expressions']],
  ]),
  world(5, 'world-geometry-galaxy', 'Geometry Galaxy', 'Shapes and functions among the stars.', 'space', 20, 3, [
    ['Shape Station', 'Dock at the station by measuring shapes.', ['Geometry']],
    ['Power Planet', 'Power up with exponents and roots.', ['Exponents & roots']],
    ['Linear Launch', 'Launch along straight lines.', ['Linear relationships']],
    ['Function Nebula', 'Map inputs to outputs across the nebula.', ['Functions', 'Geometry']],
  ]),
];

export function chapterById(id: string): ChapterDefinition | undefined {
  for (const w of WORLDS) {
    const c = w.chapters.find((x) => x.id === id);
    if (c) return c;
  }
  return undefined;
}

export function worldById(id: string): WorldDefinition | undefined {
  return WORLDS.find((w) => w.id === id);
}

/**
 * Stars of a finished chapter by accuracy (correct / problemCount): 3 at 90 % or more, 2 at 70 %
 * or more, 1 at 50 % or more, else 0 (docs/product/engagement.md#story-mode).
 */
export function chapterStars(correct: number, problemCount: number): 0 | 1 | 2 | 3 {
  if (problemCount <= 0) return 0;
  const accuracy = correct / problemCount;
  if (accuracy >= 0.9) return 3;
  if (accuracy >= 0.7) return 2;
  if (accuracy >= 0.5) return 1;
  return 0;
}

/**
 * A boss's tier by its difficulty: 5 or more LEGENDARY, 3 to 4 EPIC, below 3 RARE. The boss list
 * shows it and a victory's trophy has it as its rarity (docs/product/engagement.md#bosses).
 */
export function bossTier(difficulty: number): 'LEGENDARY' | 'EPIC' | 'RARE' {
  if (difficulty >= 5) return 'LEGENDARY';
  if (difficulty >= 3) return 'EPIC';
  return 'RARE';
}

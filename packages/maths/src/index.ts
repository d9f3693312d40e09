export * from './types.js';
export { Rational, R, gcd } from './rational.js';
export { createRng } from './rng.js';
export { listSkills, getSkill, generateProblem, parseProblemId } from './registry.js';

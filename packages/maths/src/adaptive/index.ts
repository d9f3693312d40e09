/** Adaptive engine (docs/maths/adaptive.md): pure functions over per student × skill state. */
export * from './model.js';
export * from './score.js';
export * from './seed.js';
export * from './state.js';
export * from './difficulty.js';
export * from './next-skill.js';
export * from './working-grade.js';
export * from './offsets.js';
export * from './placement.js';
export * from './tutor-help.js';

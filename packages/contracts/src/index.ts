export * from './errors.js';
export * from './common.js';
export * from './http/auth.js';
export * from './events/envelope.js';
export * from './events/auth.js';
export * from './events/game.js';
export * from './events/engagement.js';
export * from './http/game.js';

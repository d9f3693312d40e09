/**
 * Rewrites problem-digests.json after a deliberate change of generated problems (bump the
 * generator's version first: problems already served are rebuilt from their ids).
 * Run: npx tsx packages/maths/src/golden/update-problem-digests.ts
 */
import { writeFileSync } from 'node:fs';
import { currentDigests } from './problem-digests.js';

const file = new URL('./problem-digests.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(currentDigests(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);

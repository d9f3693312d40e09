/**
 * The teacher-facing problem bank, built from the generators: for every
 * skill × difficulty the problems of seeds s01..sNN, with the rendered text and the picture
 * (docs/maths/diagrams.md) stored so an entry never changes when a generator is updated. Seeding is idempotent ($setOnInsert
 * upserts of the missing ids only), so every instance can run it at startup.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BankProblem, DifficultyBand } from '@mathquest/contracts';
import type { Diagram } from '@mathquest/maths';
import type { mongo } from 'mongoose';
import * as mathsEngine from '../domain/maths-engine.js';
import { difficultyBand } from '../domain/progress.js';
import { isDuplicateKey } from './duplicate-key.js';

export interface BankDoc {
  _id: string;
  skillId: string;
  grade: number;
  difficulty: number;
  band: 'EASY' | 'MEDIUM' | 'HARD';
  topic: string;
  topicKey: string;
  subtopic: string;
  question: string;
  answer: string;
  answerFormat: string;
  ccss: string[];
  generatorVersion: string;
  /** The problem's picture, null for a text-only one; absent on entries seeded before the bank kept it. */
  diagram?: Diagram | null;
  createdAt: Date;
}

export interface ProblemBankRepository {
  /** Insert the entries missing for `seedsPerLevel` seeds per skill and difficulty (idempotent, every instance may run it). */
  seed(seedsPerLevel: number, log: FastifyBaseLogger): Promise<{ inserted: number; total: number; failed: number }>;
  list(q: BankQuery): Promise<{ problems: BankProblem[]; total: number }>;
}

export function createProblemBankRepository(bank: mongo.Collection<BankDoc>): ProblemBankRepository {
  return {
    seed: (seedsPerLevel, log) => seedBank(bank, seedsPerLevel, log),
    list: (q) => listBank(bank, q),
  };
}

export type BankQuery = { difficulty?: DifficultyBand; topic?: string; skillId?: string; grade?: number; page: number; limit: number };

export function bankId(skillId: string, difficulty: number, seedIndex: number): string {
  return `${skillId}/d${difficulty}/s${String(seedIndex).padStart(2, '0')}`;
}

/** Tries of one chunk of the bank's seed writes, and the pause before the next (times the try). */
const SEED_WRITE_ATTEMPTS = 3;
const SEED_RETRY_PAUSE_MS = 1000;

async function seedBank(bank: mongo.Collection<BankDoc>, seedsPerLevel: number, log: FastifyBaseLogger): Promise<{ inserted: number; total: number; failed: number }> {
  const existing = new Set((await bank.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
  const docs: BankDoc[] = [];
  let failed = 0;
  const now = new Date();
  for (const skill of mathsEngine.catalogue()) {
    for (let d = 1; d <= 5; d++) {
      for (let s = 1; s <= seedsPerLevel; s++) {
        const id = bankId(skill.skillId, d, s);
        if (existing.has(id)) continue;
        try {
          const seed = `s${String(s).padStart(2, '0')}`;
          const p = mathsEngine.generate(skill.skillId, d, seed);
          docs.push({
            _id: id,
            skillId: p.skillId,
            grade: p.grade,
            difficulty: p.difficulty,
            band: difficultyBand(p.difficulty),
            topic: p.topic,
            topicKey: p.topic.toLowerCase(),
            subtopic: p.subtopic,
            question: p.question.text,
            answer: p.answer.canonical,
            answerFormat: p.answer.format,
            ccss: p.ccss,
            generatorVersion: p.generatorVersion,
            diagram: p.diagram ?? null,
            createdAt: now,
          });
        } catch (err) {
          failed++;
          log.warn({ err, id }, 'problem bank: generator failed, entry skipped');
        }
      }
    }
  }
  for (let i = 0; i < docs.length; i += 500) {
    const chunk = docs.slice(i, i + 500);
    // Inserts only what is missing, so it can be sent again: a storage connection lost while the
    // instance starts (a busy server) is retried rather than ending the start.
    for (let attempt = 1; ; attempt++) {
      try {
        await bank.bulkWrite(
          chunk.map((doc) => ({ updateOne: { filter: { _id: doc._id }, update: { $setOnInsert: doc }, upsert: true } })),
          { ordered: false },
        );
        break;
      } catch (err) {
        if (isDuplicateKey(err)) break; // another instance inserted the same entries
        if (attempt >= SEED_WRITE_ATTEMPTS) throw err;
        log.warn({ err, attempt }, 'problem bank: write failed, sending it again');
        await new Promise((resolve) => setTimeout(resolve, SEED_RETRY_PAUSE_MS * attempt));
      }
    }
  }
  const total = existing.size + docs.length;
  log.info({ inserted: docs.length, total, failed }, 'problem bank ready');
  return { inserted: docs.length, total, failed };
}

async function listBank(bank: mongo.Collection<BankDoc>, q: BankQuery): Promise<{ problems: BankProblem[]; total: number }> {
  const filter: Record<string, unknown> = {};
  if (q.difficulty) filter.band = q.difficulty;
  if (q.topic) filter.topicKey = q.topic.toLowerCase();
  if (q.skillId) filter.skillId = q.skillId;
  if (q.grade) filter.grade = q.grade;
  const [docs, total] = await Promise.all([
    bank.find(filter).sort({ _id: 1 }).skip((q.page - 1) * q.limit).limit(q.limit).toArray(),
    bank.countDocuments(filter),
  ]);
  return {
    total,
    problems: docs.map((d) => ({
      id: d._id,
      question: d.question,
      difficulty: d.band,
      difficultyLevel: d.difficulty,
      topic: d.topic,
      subtopic: d.subtopic,
      skillId: d.skillId,
      grade: d.grade,
      ccss: d.ccss,
      answer: d.answer,
      answerFormat: d.answerFormat,
      generatorVersion: d.generatorVersion,
      // An entry seeded before the bank kept pictures gets its own rebuilt (pure CPU, no write).
      diagram: d.diagram !== undefined ? d.diagram : mathsEngine.bankEntryDiagram({ id: d._id, generatorVersion: d.generatorVersion, question: d.question }),
    })),
  };
}

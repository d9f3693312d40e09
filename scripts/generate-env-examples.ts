/**
 * Writes services/<name>/.env.example from the zod schema in services/<name>/src/config.ts:
 * every variable the schema accepts, its default, its constraint and its `.describe()` text.
 *
 *   npx tsx scripts/generate-env-examples.ts          write the files
 *   npx tsx scripts/generate-env-examples.ts --check  exit 1 if a committed file is out of date
 *
 * The schema is read through zod's own JSON Schema export (`z.toJSONSchema`, input side), so
 * defaults, enums and ranges come out exactly as the service parses them. A variable without a
 * description is an error: the generated file is the operator's documentation of that service.
 * scripts/generate-env-examples.test.ts fails when a committed file differs from what this writes.
 */
import { readdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface EnvVariable {
  name: string;
  description: string;
  /** The default as the variable would be written; undefined when there is none. */
  defaultValue: string | undefined;
  /** Human-readable constraint (allowed values, range), if the schema has one. */
  constraint: string | undefined;
}

/** What a service reads besides its schema, or accepts in its schema without using it. */
export interface ServiceNotes {
  /**
   * Variables the schema accepts (through the shared base) that this service's config function
   * never reads. They are left out of the file and named in its header. The lasting fix is to
   * drop them from the service's schema; this list then shrinks by itself (unknown names are ignored).
   */
  notRead?: readonly string[];
  /** Variables read outside the config schema (for example by a CLI), documented after it. */
  alsoRead?: readonly EnvVariable[];
}

/** Kept in step with each service's `*ConfigFromEnv` (services/<name>/src/config.ts). */
export const SERVICE_NOTES: Readonly<Record<string, ServiceNotes>> = {
  auth: {
    alsoRead: [
      {
        name: 'MATHQUEST_NEW_PASSWORD',
        description: "Read only by `cli.ts create-teacher`: the new teacher's password (the command prompts for it when unset).",
        defaultValue: undefined,
        constraint: 'At least 8 characters, not only spaces.',
      },
      {
        name: 'DATA_DIR',
        description: 'Read only by `cli.ts`: where `npm run setup` keeps the JWT key pair (`<DATA_DIR>/keys`), used when no JWT_* variable is set. Relative to the repository.',
        defaultValue: '.data',
        constraint: undefined,
      },
    ],
  },
  // game, engagement and teacher read every base variable: REDIS_URL too, through the service
  // kit, which follows the sessions auth ended there (docs/adr/0013).
  // The realtime service has no storage.
  realtime: { notRead: ['MONGO_URL', 'MONGO_DB'] },
};

interface JsonSchemaProperty {
  description?: string;
  default?: unknown;
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
}

function constraintOf(p: JsonSchemaProperty): string | undefined {
  if (p.enum) return `One of: ${p.enum.map(String).join(', ')}.`;
  if (p.type === 'integer' || p.type === 'number') {
    const what = p.type === 'integer' ? 'Whole number' : 'Number';
    // zod reports the safe-integer bounds of .int() as a range; they are no real limit.
    const min = p.minimum !== undefined && p.minimum > Number.MIN_SAFE_INTEGER ? p.minimum : undefined;
    const max = p.maximum !== undefined && p.maximum < Number.MAX_SAFE_INTEGER ? p.maximum : undefined;
    if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}.`;
    if (min !== undefined) return `${what}, at least ${min}.`;
    if (max !== undefined) return `${what}, at most ${max}.`;
    return `${what}.`;
  }
  if (p.format === 'uri') return 'A URL.';
  return undefined;
}

/** The variables of an env schema, in schema order. Throws when one has no description. */
export function envVariables(schema: z.ZodType, label = 'schema'): EnvVariable[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonSchemaProperty> };
  if (!json.properties) throw new Error(`${label} is not an object schema`);
  const undescribed = Object.entries(json.properties)
    .filter(([, p]) => !p.description?.trim())
    .map(([name]) => name);
  if (undescribed.length) throw new Error(`${label}: add .describe('...') to ${undescribed.join(', ')}`);
  return Object.entries(json.properties).map(([name, p]) => ({
    name,
    description: p.description!.trim(),
    defaultValue: p.default === undefined ? undefined : String(p.default),
    constraint: constraintOf(p),
  }));
}

/** Word-wrap a comment to `width` columns, each line starting with "# ". */
function comment(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

function renderVariable(v: EnvVariable): string[] {
  const text = v.constraint ? `${v.description} ${v.constraint}` : v.description;
  const assignment = v.defaultValue === undefined ? `# ${v.name}=` : `${v.name}=${v.defaultValue}`;
  return [...comment(text), assignment];
}

export interface ServiceEnvSource {
  /** Directory name under services/. */
  service: string;
  /** The exported schema's name, e.g. AuthEnvSchema. */
  schemaName: string;
  schema: z.ZodType;
}

/** The .env.example text of one service. */
export function renderEnvExample(source: ServiceEnvSource, notes: ServiceNotes = {}): string {
  const configPath = `services/${source.service}/src/config.ts`;
  const notRead = new Set(notes.notRead ?? []);
  const all = envVariables(source.schema, `${configPath} ${source.schemaName}`);
  const variables = all.filter((v) => !notRead.has(v.name));
  const skipped = all.filter((v) => notRead.has(v.name)).map((v) => v.name);

  const header = [
    `# Environment of the ${source.service} service (services/${source.service}).`,
    `# Generated by \`npx tsx scripts/generate-env-examples.ts\` from ${source.schemaName} in`,
    `# ${configPath}: edit the schema, not this file (a unit test compares them).`,
    '# Values shown are the defaults; a commented-out variable has none. Nothing loads this file',
    '# by itself: set the variables in the environment (`npm start` and docker-compose.yml set the',
    '# ones they need).',
  ];
  if (skipped.length) {
    header.push(...comment(`Accepted by the schema but not used by this service, so not listed: ${skipped.join(', ')}.`));
  }
  const body = variables.flatMap((v) => ['', ...renderVariable(v)]);
  const extra = notes.alsoRead?.length ? ['', '# --- Read outside the service configuration ---', ...notes.alsoRead.flatMap((v) => ['', ...renderVariable(v)])] : [];
  return `${[...header, ...body, ...extra].join('\n')}\n`;
}

/** Every service with a src/config.ts, and the zod schema it exports as `<Something>EnvSchema`. */
export async function loadServiceSchemas(root = REPO_ROOT): Promise<ServiceEnvSource[]> {
  const servicesDir = join(root, 'services');
  const sources: ServiceEnvSource[] = [];
  for (const service of readdirSync(servicesDir).sort()) {
    const configPath = join(servicesDir, service, 'src', 'config.ts');
    if (!existsSync(configPath)) continue;
    const mod = (await import(pathToFileURL(configPath).href)) as Record<string, unknown>;
    const schemas = Object.entries(mod).filter(([name, value]) => name.endsWith('EnvSchema') && value instanceof z.ZodType);
    if (schemas.length !== 1) {
      throw new Error(`${relative(root, configPath)} must export exactly one zod schema named *EnvSchema (found ${schemas.length})`);
    }
    const [schemaName, schema] = schemas[0]!;
    sources.push({ service, schemaName, schema: schema as z.ZodType });
  }
  return sources;
}

/** Path (relative to the repository) → the text the generator writes there. */
export async function expectedEnvExamples(root = REPO_ROOT): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const source of await loadServiceSchemas(root)) {
    files.set(`services/${source.service}/.env.example`, renderEnvExample(source, SERVICE_NOTES[source.service]));
  }
  return files;
}

/** The files whose committed text differs from what the generator writes. */
export async function staleEnvExamples(root = REPO_ROOT): Promise<string[]> {
  const stale: string[] = [];
  for (const [path, text] of await expectedEnvExamples(root)) {
    const full = join(root, path);
    if (!existsSync(full) || readFileSync(full, 'utf8') !== text) stale.push(path);
  }
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleEnvExamples();
    if (stale.length) {
      console.error(`out of date: ${stale.join(', ')}\nrun: npx tsx scripts/generate-env-examples.ts`);
      process.exit(1);
    }
    console.log('every .env.example is up to date');
    return;
  }
  for (const [path, text] of await expectedEnvExamples()) {
    writeFileSync(join(REPO_ROOT, path), text);
    console.log(`wrote ${path}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}

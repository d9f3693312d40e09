/**
 * Which Redis keys and MongoDB collections each service names (docs/adr/0195), read from its
 * source with the TypeScript parser: the storage of a service is named in its `src/repositories/`
 * (and in the few storage files listed by the caller). A Redis key is the constant head of a key
 * builder's string (`engagement:guild-of:${userId}` → `engagement:guild-of:`), or a quoted key in
 * a Lua script; a collection is the name given to `.collection(...)`, a mongoose schema's
 * `collection` option or `model(...)`'s third argument, within the service's own database.
 */
import ts from 'typescript';

export interface SourceFile {
  /** Repository-relative path. */
  path: string;
  text: string;
}

export interface StorageName {
  service: string;
  kind: 'redis' | 'mongo';
  /** A Redis key's constant head; a collection as `<service database>/<name>`. */
  name: string;
  path: string;
}

/** A name more than one service uses: every use, by service. */
export interface SharedName {
  kind: 'redis' | 'mongo';
  names: string[];
  services: string[];
  uses: StorageName[];
}

const KEY = /^[a-z][a-z0-9_-]*:[a-z0-9_.:-]*$/i;
/** Quoted keys inside a Lua script held in a TypeScript string. */
const LUA_KEY = /'([a-z][a-z0-9_-]*:[a-z0-9_.:-]*)'/gi;
/** Redis and MongoDB calls: a file that makes one outside `repositories/` keeps storage out of its place. */
export const STORAGE_CALL =
  /\.(hgetall|hget|hset|hmget|hsetnx|hdel|zadd|zrem|zscore|zrange|zrevrange|zrangebyscore|zremrangebyscore|zmscore|zcount|sadd|srem|smembers|lpush|lrange|ltrim|llen|eval|evalsha|multi|pipeline|pexpire|expire|incr|findOne|updateOne|insertOne|findOneAndUpdate|bulkWrite|deleteOne|deleteMany|updateMany|insertMany|countDocuments)\(/;

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** The Redis key heads and collection names one file names. */
export function namesInFile(service: string, file: SourceFile): StorageName[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: StorageName[] = [];
  const add = (kind: StorageName['kind'], name: string) => out.push({ service, kind, name: kind === 'mongo' ? `${service}/${name}` : name, path: file.path });
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null) {
      if (/\s/.test(text)) for (const m of text.matchAll(LUA_KEY)) add('redis', m[1]!);
      else if (KEY.test(text)) add('redis', text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      const first = node.arguments[0];
      if (method === 'collection' && first && ts.isStringLiteralLike(first)) add('mongo', first.text);
      const third = node.arguments[2];
      if (method === 'model' && third && ts.isStringLiteralLike(third)) add('mongo', third.text);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'collection' && ts.isStringLiteralLike(node.initializer)) add('mongo', node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Another database than the service's own, opened by name: its collections would be another service's. */
export function opensOtherDatabase(file: SourceFile): boolean {
  return /\.(useDb|db)\(\s*['"`]/.test(file.text);
}

/** Names two services use: the same key head, or one head that starts the other (their keys overlap); overlapping names form one group. */
export function sharedNames(names: readonly StorageName[]): SharedName[] {
  const distinct = [...new Map(names.map((n) => [`${n.kind} ${n.service} ${n.name} ${n.path}`, n])).values()];
  const overlaps = (a: StorageName, b: StorageName) => a.kind === b.kind && (a.name.startsWith(b.name) || b.name.startsWith(a.name));
  // Connected groups of overlapping names (union-find over the uses).
  const parent = distinct.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  distinct.forEach((a, i) => distinct.forEach((b, j) => j > i && overlaps(a, b) && (parent[find(i)] = find(j))));
  const groups = new Map<number, StorageName[]>();
  distinct.forEach((n, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), n]));
  return [...groups.values()]
    .filter((uses) => new Set(uses.map((u) => u.service)).size > 1)
    .map((uses) => ({ kind: uses[0]!.kind, names: [...new Set(uses.map((u) => u.name))].sort(), services: [...new Set(uses.map((u) => u.service))].sort(), uses }));
}

/**
 * Layer 3: what a function or method name says it does, for callees of unknown origin (project imports,
 * parameters, `this.repo`). Compound names first (`findOneAndUpdate`, `getOrCreate`, `createOrUpdate`),
 * then the leading verb. Ambiguous verbs (`run`, `execute`, `process`, `add`, `set`, `start`, `order`...)
 * are in neither list: they stay `unknown`.
 */
import type { EffectClass, WriteImpact } from './types.js';
import { BoundedCache } from '../ast/bounded-cache.js';

const WRITE_VERBS: ReadonlySet<string> = new Set([
  'create', 'insert', 'update', 'delete', 'del', 'remove', 'destroy', 'drop', 'purge', 'erase', 'wipe',
  'send', 'post', 'put', 'patch', 'publish', 'broadcast', 'notify', 'email', 'mail', 'tweet',
  'charge', 'pay', 'refund', 'transfer', 'withdraw', 'deposit', 'payout', 'bill', 'capture', 'authorize',
  'purchase', 'buy', 'sell', 'redeem', 'claim',
  'write', 'append', 'save', 'store', 'persist', 'upload', 'import', 'migrate', 'seed', 'sync',
  'enqueue', 'dispatch', 'deploy', 'provision', 'book', 'reserve', 'cancel', 'submit', 'place',
  'invite', 'grant', 'revoke', 'register', 'unregister', 'deregister', 'subscribe', 'unsubscribe',
  'approve', 'decline', 'accept', 'confirm', 'merge', 'commit', 'archive', 'unarchive', 'restore',
  'assign', 'unassign', 'attach', 'detach', 'ban', 'unban', 'kick', 'block', 'unblock', 'suspend',
  'terminate', 'kill', 'restart', 'reboot', 'shutdown', 'trigger', 'schedule', 'reschedule',
  'enable', 'disable', 'activate', 'deactivate', 'increment', 'decrement', 'reset', 'rename', 'move',
  'mark', 'rotate', 'rollback', 'revert', 'truncate', 'overwrite', 'unlink', 'rmdir',
  'modify', 'freeze', 'unfreeze', 'reissue', 'retry', 'force', 'resend', 'reopen', 'escalate', 'acknowledge', 'snooze',
  'mute', 'unmute', 'pin', 'unpin', 'star', 'unstar', 'follow', 'unfollow', 'transition', 'reply', 'change',
  // Each run flips what is live (`swapIndexes`, `toggleFeature`): the retry flips it back.
  'swap', 'toggle',
  // `signatureRequestRemind`, `remindAttendees`: sends a reminder.
  'remind',
]);

/** Names that set a state and nothing else when they stand alone (`actions.enable(id)`, `threads.archive(id)`). */
const STATE_SETTERS: ReadonlySet<string> = new Set(['enable', 'disable', 'archive', 'unarchive', 'mute', 'unmute', 'pin', 'unpin', 'star', 'unstar']);

/**
 * `add` alone is ambiguous (`set.add`, `addField` while building a schema): it writes only when what it adds is
 * a record of some service (`addListMember`, `addComment`, `addLabel`). `emit` alone is an EventEmitter's;
 * `emitInvoice`, `emitRefund` are writes, `emitEvent`/`emitChange` wire events.
 */
const ADDED_RECORDS: ReadonlySet<string> = new Set([
  'member', 'members', 'comment', 'comments', 'label', 'labels', 'tag', 'tags', 'subscriber', 'subscribers', 'contact',
  'contacts', 'user', 'users', 'collaborator', 'collaborators', 'reviewer', 'reviewers', 'assignee', 'assignees',
  'attachment', 'attachments', 'reaction', 'note', 'notes', 'record', 'records', 'row', 'rows', 'entry', 'entries',
  'item', 'items', 'recipient', 'recipients', 'participant', 'participants', 'guest', 'guests', 'watcher', 'watchers',
]);
const EMITTED_NON_WRITES: ReadonlySet<string> = new Set(['event', 'events', 'change', 'changes', 'update', 'updates', 'progress', 'error', 'warning', 'log', 'metric', 'metrics', 'signal']);

/**
 * Nouns naming what a function returns (`createWhoamiOutput`, `deployIdFromJob`, `archiveStatus`): a verb
 * followed by one computes or reads a value about the thing, it does not do the thing.
 */
const RETURNED_NOUNS: ReadonlySet<string> = new Set([
  'id', 'ids', 'status', 'url', 'urls', 'uri', 'link', 'links', 'text', 'message', 'messages', 'output', 'summary', 'label',
  'title', 'description', 'payload', 'body', 'info', 'details', 'count', 'html', 'markdown',
]);
/**
 * Nouns of a value a phrase ending in `of`/`for` computes (`publishDateOf(post)`, `uploadUrlFor(file)`,
 * `chargeAmountFor(order)`): the name is the value's, not the verb's (`sendEmailFor(user)` still sends).
 */
const VALUE_NOUNS: ReadonlySet<string> = new Set([...RETURNED_NOUNS, 'date', 'time', 'amount', 'total', 'key', 'name', 'path', 'cost', 'price', 'fee']);
/**
 * What `remove`, `strip`, `insert` and `merge` edit when the name ends with it: text and plain values in memory
 * (`removeDiacritics`, `insertLineBreaks`, `mergeOptions`, `removeAt(list, i)`), not records of a service.
 */
const EDITED_VALUES: ReadonlySet<string> = new Set([
  'diacritics', 'accents', 'prefix', 'suffix', 'whitespace', 'spaces', 'lines', 'breaks', 'newlines', 'punctuation',
  'nulls', 'undefined', 'duplicates', 'emoji', 'ansi', 'bom', 'params', 'options', 'defaults', 'deep', 'props', 'at',
  'after', 'before', 'between',
]);
/** What `append` and `prepend` build in memory (`appendQueryParams`); `appendLine(file, text)` may write a file. */
const APPENDED_VALUES: ReadonlySet<string> = new Set(['params', 'options', 'defaults', 'props', 'prefix', 'suffix']);
const VALUE_EDIT_VERBS: ReadonlySet<string> = new Set(['remove', 'insert', 'merge', 'strip']);
/**
 * What `create…` builds in memory when it ends the name (`createWhoamiOutput`, `createErrorText`). Not `filter` or
 * `signature`: a mail server's `createFilter` and `createSignature` make records.
 */
const BUILT_VALUES: ReadonlySet<string> = new Set(['output', 'text', 'summary', 'payload', 'body', 'html', 'markdown', 'description', 'title', 'label', 'blocks', 'cursor', 'where', 'clause']);
/** Built values that name a record when they stand alone (`createPrompt` may register one): builders only after a qualifier (`createSystemPrompt`). */
const QUALIFIED_BUILT_VALUES: ReadonlySet<string> = new Set(['message', 'messages', 'prompt']);
/** Write verbs that double as nouns, so `archiveStatus` reads the archive's status and `deployUrl` is the deploy's URL. */
const NOUN_VERBS: ReadonlySet<string> = new Set([
  'archive', 'deploy', 'charge', 'transfer', 'refund', 'import', 'sync', 'migrate', 'invite', 'commit', 'merge', 'schedule',
  'book', 'payout', 'deposit', 'email', 'mail', 'post', 'upload', 'tweet', 'trigger', 'purchase', 'publish', 'dispatch',
  'claim', 'retry',
]);

/**
 * Verbs of writes that remove or replace what was there. Also read from the names of catalog calls
 * (`deleteMany`, `findOneAndReplace`, `emptyDir`), so some (`replace`, `empty`) are not write verbs by themselves.
 */
const DESTRUCTIVE_VERBS: ReadonlySet<string> = new Set([
  'delete', 'del', 'remove', 'destroy', 'drop', 'purge', 'erase', 'wipe', 'truncate', 'overwrite', 'unlink', 'rm',
  'rmdir', 'replace', 'empty', 'obliterate', 'clean', 'drain', 'flush',
]);

/** Verbs of writes that add something every time they run: repeating them is never harmless. */
const ACCUMULATING_VERBS: ReadonlySet<string> = new Set([
  'create', 'insert', 'add', 'send', 'post', 'publish', 'broadcast', 'notify', 'email', 'mail', 'tweet', 'charge',
  'pay', 'transfer', 'withdraw', 'deposit', 'payout', 'bill', 'purchase', 'buy', 'append', 'enqueue', 'push', 'invite',
  'book', 'reserve', 'submit', 'place', 'increment', 'decrement', 'incr', 'decr', 'trigger', 'dispatch',
]);

const READ_VERBS: ReadonlySet<string> = new Set([
  'get', 'find', 'list', 'fetch', 'read', 'search', 'count', 'preview', 'describe', 'query', 'load', 'lookup',
  'retrieve', 'select', 'show', 'view', 'peek', 'download', 'exists', 'contains',
  'check', 'validate', 'verify', 'is', 'has', 'can', 'should', 'compare', 'match',
  'compute', 'calculate', 'estimate', 'quote', 'summarize', 'format', 'parse', 'render', 'build', 'to',
  'serialize', 'deserialize', 'encode', 'decode', 'normalize', 'convert', 'transform', 'extract',
]);

// Words that only qualify the verb after them: `doCharge`, `tryCreate`, `maybeSend`.
// `bulkCreate`, `batchInsert`: the verb after them says what is done to many.
const QUALIFIERS: ReadonlySet<string> = new Set(['do', 'try', 'maybe', 'safe', 'safely', 'bulk', 'batch']);

// `createClient`, `createQueryBuilder`, `createLogger`: building an object in memory, not a record.
const FACTORY_NOUNS: ReadonlySet<string> = new Set([
  'builder', 'client', 'connection', 'context', 'instance', 'logger', 'parser', 'reader', 'router', 'schema',
  'server', 'app', 'hash', 'hmac', 'signal', 'controller', 'handler', 'codec', 'validator', 'serializer',
  'formatter', 'transport', 'agent', 'pool', 'tool', 'store', 'factory', 'emitter', 'middleware', 'config',
  'options', 'headers', 'params', 'response', 'result', 'error', 'matcher', 'executor', 'url', 'id', 'uuid',
  'slug', 'query', 'node', 'element', 'configuration',
]);

// `removeEventListener`, `addListener`: wiring events up, which says nothing about the world.
const EVENT_WIRING_NOUNS: ReadonlySet<string> = new Set(['listener', 'listeners', 'handler', 'handlers']);

/**
 * Verbs that write as a client's method (`jobs.retry(id)`, `branches.force(ref)`) but name higher-order helpers when
 * called bare (`retry(() => fetch(url))` from `async-retry`): the bare call is judged by what it is given.
 */
export const METHOD_ONLY_VERBS: ReadonlySet<string> = new Set(['retry', 'force']);

export interface NameVerdict {
  effectClass: EffectClass;
  label: string;
  impact?: WriteImpact;
}

/** What a write verb does to what was there (see `WriteImpact`), or undefined when it does not say. */
function verbImpact(verb: string | undefined): WriteImpact | undefined {
  if (verb === undefined) return undefined;
  if (DESTRUCTIVE_VERBS.has(verb)) return 'destructive';
  return ACCUMULATING_VERBS.has(verb) ? 'accumulating' : undefined;
}

/**
 * What a name says depends on the name alone, and a project calls the same few hundred names again and again: the
 * answers are kept per name, up to a bound (then dropped and gathered again), across files.
 */
function byName<T>(judge: (name: string) => T): (name: string) => T {
  const known = new BoundedCache<T>();
  return (name) => known.get(name, () => judge(name));
}

/** The impact a method name tells (`deleteMany`, `findOneAndDelete`, `createUser`), for writes the catalog classified. */
export const nameImpact = byName(judgedImpact);

function judgedImpact(name: string): WriteImpact | undefined {
  const words = splitWords(name);
  const joint = words.findIndex((word, index) => index > 0 && (word === 'or' || word === 'and'));
  // `findOneAndDelete`: the verb after the joint is the write; `getOrCreate` writes at most once.
  if (joint >= 0) return words[joint] === 'and' ? verbImpact(leadingVerb(words.slice(joint + 1))) : undefined;
  return verbImpact(leadingVerb(words));
}

const ONE_WORD = /^[a-z0-9]+$/;

/** `findOneAndUpdate` → ['find', 'one', 'and', 'update']; `HTTPPost` → ['http', 'post']; `send_email` → ['send', 'email']. */
export function splitWords(name: string): string[] {
  // Most method names are one lower-case word (`insert`, `push`, `now`): nothing to split.
  if (ONE_WORD.test(name)) return [name];
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

function leadingVerb(words: readonly string[]): string | undefined {
  let index = 0;
  while (index < words.length - 1 && QUALIFIERS.has(words[index] ?? '')) index += 1;
  return words[index];
}

function verbClass(verb: string | undefined): 'write' | 'read' | null {
  if (verb === undefined) return null;
  if (verb === 'upsert' || WRITE_VERBS.has(verb)) return 'write';
  if (READ_VERBS.has(verb)) return 'read';
  return null;
}

function withImpact(named: NameVerdict, verb: string | undefined): NameVerdict {
  const impact = verbImpact(verb);
  return impact ? { ...named, impact } : named;
}

/** What follows `if` in a name that writes only when its target is missing (`createIfNotExists`). */
const MISSING_CONDITIONS: ReadonlySet<string> = new Set(['not exists', 'not exist', 'missing', 'absent', 'none match']);

/** Splits `getOrCreate` at `or`/`and`; null when the name has no such joint. */
function compoundVerdict(name: string, words: readonly string[]): NameVerdict | null {
  // `createIfNotExists` (Sanity), `insertIfMissing`: made only when missing, as a find-or-create is.
  const condition = words.indexOf('if');
  if (condition > 0 && verbClass(leadingVerb(words.slice(0, condition))) === 'write' && MISSING_CONDITIONS.has(words.slice(condition + 1).join(' '))) {
    return { effectClass: 'write-idempotent', label: `"${name}" writes only what is missing` };
  }
  const joint = words.findIndex((word, index) => index > 0 && (word === 'or' || word === 'and'));
  if (joint < 0) return null;
  const firstVerb = leadingVerb(words.slice(0, joint));
  const first = verbClass(firstVerb);
  const secondVerb = leadingVerb(words.slice(joint + 1));
  // `createOrReplace` (Sanity): `replace` alone is a string's method, but after `or` it is the other half of an upsert.
  const second = secondVerb === 'replace' ? 'write' : verbClass(secondVerb);
  if (first === 'write' && second === 'write' && words[joint] === 'or') {
    return { effectClass: 'write-idempotent', label: `"${name}" writes one way or the other (an upsert)` };
  }
  // `getOrCreate`, `findOrCreate`, `createOrSelectStack`: the retry finds what the first round created, as an upsert's does.
  if (((first === 'read' && second === 'write') || (first === 'write' && second === 'read')) && words[joint] === 'or') {
    return { effectClass: 'write-idempotent', label: `"${name}" finds what a first call created` };
  }
  if (second === 'write') return withImpact({ effectClass: 'write', label: `name contains the write verb "${secondVerb}"` }, words[joint] === 'and' ? secondVerb : undefined);
  if (first === 'write' && words[joint] === 'and') return withImpact({ effectClass: 'write', label: `name starts with the write verb "${firstVerb}"` }, firstVerb);
  return null;
}

/**
 * A write verb followed by the noun of what the function returns: `deployIdFromJob` (computes an id from a job),
 * `archiveStatus` (reads the archive's status), `createWhoamiOutput` (builds a tool result). Null when the name
 * does not read that way.
 */
function returnedValueVerdict(name: string, verb: string, words: readonly string[]): NameVerdict | null {
  const from = words.indexOf('from');
  if (from >= 2 && RETURNED_NOUNS.has(words[from - 1] ?? '')) return { effectClass: 'pure', label: `"${name}" computes a value from its arguments` };
  const last = words[words.length - 1] ?? '';
  if ((last === 'of' || last === 'for') && words.length >= 3 && VALUE_NOUNS.has(words[words.length - 2] ?? '')) {
    return { effectClass: 'pure', label: `"${name}" computes a value from its arguments` };
  }
  if (verb === 'create' && (BUILT_VALUES.has(last) || (QUALIFIED_BUILT_VALUES.has(last) && words.length >= 3))) {
    return { effectClass: 'pure', label: `"${name}" builds a value in memory` };
  }
  const edited = VALUE_EDIT_VERBS.has(verb) ? EDITED_VALUES.has(last) : (verb === 'append' || verb === 'prepend') && APPENDED_VALUES.has(last);
  if (edited) return { effectClass: 'pure', label: `"${name}" edits a value in memory` };
  if (NOUN_VERBS.has(verb) && RETURNED_NOUNS.has(last)) return { effectClass: 'read', label: `"${name}" names what it returns` };
  return null;
}

/** `addListMember` writes, `addField` says nothing; `emitInvoice` writes, `emitEvent` wires events. */
function qualifiedVerbVerdict(verb: string, words: readonly string[]): NameVerdict | null {
  const last = words[words.length - 1] ?? '';
  if (verb === 'add' && words.length > 1 && ADDED_RECORDS.has(last)) {
    return { effectClass: 'write', label: `name adds a record ("${last}")`, impact: 'accumulating' };
  }
  if (verb === 'emit' && words.length > 1 && !EMITTED_NON_WRITES.has(last)) return { effectClass: 'write', label: `name emits "${last}"` };
  return null;
}

/**
 * A "typing…" status a chat client shows for a few seconds (`sendTyping`, Telegram's `sendChatAction`, `startTyping`):
 * it leaves nothing behind for a retry to repeat.
 */
function isTypingIndicator(words: readonly string[]): boolean {
  const last = words[words.length - 1];
  return words.length > 1 && (last === 'typing' || (last === 'action' && words[words.length - 2] === 'chat'));
}

/** Verbs that open, end or undo a transaction (`commitTransaction`, `startTransaction`): the statements inside it are the writes. */
const TRANSACTION_VERBS: ReadonlySet<string> = new Set(['begin', 'start', 'commit', 'rollback', 'abort', 'end', 'release']);

/** Verbs that hand measurements to a metrics service (`submitMetrics`); `deleteMetric` still changes a definition. */
const METRIC_VERBS: ReadonlySet<string> = new Set(['submit', 'send', 'record', 'report', 'emit', 'push', 'track', 'publish', 'flush']);

/** The name's verdict, or null when the name says nothing (one object per name: read it, do not change it). */
export const classifyName: (name: string) => Readonly<NameVerdict> | null = byName(judgedName);

function judgedName(name: string): NameVerdict | null {
  const words = splitWords(name);
  if (isTypingIndicator(words)) return { effectClass: 'pure', label: `"${name}" shows a status that expires by itself` };
  const last = words[words.length - 1];
  if (words.length === 2 && last === 'transaction' && TRANSACTION_VERBS.has(words[0]!)) return { effectClass: 'pure', label: `"${name}" is transaction control` };
  // `submitMetrics`, `sendMetric`, `recordMetrics`: a measurement, as a metrics client's calls are.
  if (words.length > 1 && (last === 'metric' || last === 'metrics') && METRIC_VERBS.has(words[0]!)) return { effectClass: 'log', label: `"${name}" records metrics` };
  const compound = compoundVerdict(name, words);
  if (compound) return compound;
  const verb = leadingVerb(words);
  if (verb === undefined || last === undefined) return null;
  const qualified = words.length > 1;
  if (verb === 'create' && qualified && FACTORY_NOUNS.has(last)) return { effectClass: 'pure', label: `"${name}" builds an object in memory` };
  if (qualified && EVENT_WIRING_NOUNS.has(last)) return null;
  const returned = qualified && WRITE_VERBS.has(verb) ? returnedValueVerdict(name, verb, words) : null;
  if (returned) return returned;
  const qualifiedVerb = qualifiedVerbVerdict(verb, words);
  if (qualifiedVerb) return qualifiedVerb;
  if (verb === 'upsert') return { effectClass: 'write-idempotent', label: `name starts with "upsert"` };
  // `member.createDM()` (discord.js, Eris): the same direct-message channel is opened again and returned.
  if (verb === 'create' && last === 'dm') return { effectClass: 'write-idempotent', label: `"${name}" opens the same direct-message channel each time` };
  // A bare `put(key, value)` (a KV namespace, an object bucket, a cache) replaces what is stored under the key: the retry
  // stores the same, unless the key or value is new on each round. `putRecord`, `putEvents` append; they stay writes.
  if (name === 'put') return { effectClass: 'write-idempotent', label: '"put" replaces what is stored under its key' };
  // A bare `enable(id)`, `archive(id)` (Telnyx's `simCards.actions.enable`) sets a state: the retry finds it set.
  // `enableBilling`, `activate` (which may start a subscription) and the like stay writes.
  if (STATE_SETTERS.has(name)) return { effectClass: 'write-idempotent', label: `"${name}" sets a state the retry finds set` };
  if (WRITE_VERBS.has(verb)) return withImpact({ effectClass: 'write', label: `name starts with the write verb "${verb}"` }, verb);
  if (READ_VERBS.has(verb)) return { effectClass: 'read', label: `name starts with the read verb "${verb}"` };
  return null;
}

/**
 * Layer 1 data: what the language and the runtime provide (values built in memory, pure globals, loggers),
 * and the MCP SDK's own notifications. Global paths are anchored globs (src/effects/path-glob.ts) over the
 * global's name and the members read after it (`Math.max` → `Math.max`).
 */

/** `globalThis.fetch` is `fetch`. */
export const GLOBAL_OBJECT_NAMES: ReadonlySet<string> = new Set(['globalThis', 'window', 'self', 'global']);

/** Constructors of in-memory values: a variable initialised with one holds a value no one else sees yet. */
export const BUILTIN_CONSTRUCTORS: ReadonlySet<string> = new Set([
  'Map', 'Set', 'WeakMap', 'WeakSet', 'Array', 'Object', 'Promise', 'URLSearchParams', 'URL', 'Headers', 'FormData',
  'AbortController', 'TextEncoder', 'TextDecoder', 'Date', 'RegExp', 'Blob', 'ArrayBuffer', 'DataView',
  'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
  'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'Event', 'EventTarget', 'CustomEvent',
  'Request', 'Response', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'AggregateError',
]);

/**
 * Built-in value types by the name of their declaration, with the kind used in messages ('local Map mutated'): what
 * the types tell of a receiver (src/types/origins.ts), and, without types, what a parameter's annotation names.
 */
export const BUILTIN_TYPES: ReadonlyMap<string, string> = new Map([
  ['Map', 'Map'], ['Set', 'Set'], ['WeakMap', 'WeakMap'], ['WeakSet', 'WeakSet'], ['Array', 'array'], ['ReadonlyArray', 'array'],
  ['URLSearchParams', 'URLSearchParams'], ['Headers', 'Headers'], ['FormData', 'FormData'], ['URL', 'URL'], ['Date', 'Date'],
  ['Hash', 'hash'], ['Hmac', 'hash'], ['EventEmitter', 'EventEmitter'], ['AbortController', 'AbortController'],
  // A fetch response's and a blob's methods read the body they hold (`response.text()`, `blob.arrayBuffer()`).
  ['Response', 'Response'], ['Request', 'Request'], ['Blob', 'Blob'], ['File', 'File'],
]);

/** Module exports that build in-memory values (`new EventEmitter()`, `createHash('sha256')`), by module. */
export const BUILTIN_FACTORIES: readonly { modules: readonly string[]; exports: ReadonlySet<string>; kind: string }[] = [
  { modules: ['events', 'node:events'], exports: new Set(['EventEmitter', 'default']), kind: 'EventEmitter' },
  { modules: ['crypto', 'node:crypto'], exports: new Set(['createHash', 'createHmac']), kind: 'hash' },
];

/** Methods that return a new array whatever they are called on (`items.map(...)`, `text.split(',')`). */
export const ARRAY_RETURNING_METHODS: ReadonlySet<string> = new Set([
  'map', 'filter', 'slice', 'concat', 'flat', 'flatMap', 'split', 'toSorted', 'toReversed', 'toSpliced', 'with',
]);

/**
 * Methods that return a reader of the stream they are called on (Web Streams' `response.body.getReader()`): its
 * `read()`, `cancel()` and `releaseLock()` act on that stream only, which the caller holds (a writer's `write()` goes
 * wherever its stream does, so `getWriter` is not here).
 */
export const READER_RETURNING_METHODS: ReadonlySet<string> = new Set(['getReader']);

/** Globals (anchored globs) whose calls return a new in-memory value. */
export const BUILTIN_VALUE_GLOBALS: readonly string[] = [
  'Array|Object|structuredClone',
  'Array.from|of',
  'Object.fromEntries|keys|values|entries|assign|create',
  'JSON.parse',
];

/** Pure globals that change the object given first (`Object.assign(target, ...)`): the value they return is that object. */
export const TARGET_CHANGING_GLOBALS: readonly string[] = [
  'Object.assign|defineProperty|defineProperties|setPrototypeOf',
  'Reflect.set|defineProperty|deleteProperty|setPrototypeOf',
];

/** Methods that change the built-in value they are called on (Date and typed-array setters: `set*`). */
const MUTATOR_METHODS: ReadonlySet<string> = new Set([
  'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin',
  'set', 'add', 'delete', 'clear', 'append', 'update', 'digest',
  'emit', 'on', 'once', 'off', 'addListener', 'prependListener', 'prependOnceListener', 'removeListener', 'removeAllListeners',
  'abort', 'addEventListener', 'removeEventListener', 'dispatchEvent',
]);

export function isMutatorMethod(name: string): boolean {
  return MUTATOR_METHODS.has(name) || /^set[A-Z]/.test(name);
}

/**
 * Array, string, number and object methods that only read their receiver. On a receiver of unknown origin
 * they are taken as pure (after the catalog, before the verb heuristic): `parts.join(',')`, `items.map(f)`.
 */
export const READ_ONLY_METHODS: ReadonlySet<string> = new Set([
  'map', 'filter', 'forEach', 'reduce', 'reduceRight', 'some', 'every', 'flatMap', 'flat', 'slice', 'indexOf',
  'lastIndexOf', 'includes', 'findIndex', 'findLast', 'findLastIndex', 'at', 'concat', 'join', 'keys', 'values',
  'entries', 'toString', 'toJSON', 'valueOf', 'toLocaleString', 'trim', 'trimStart', 'trimEnd', 'split',
  'toLowerCase', 'toUpperCase', 'startsWith', 'endsWith', 'padStart', 'padEnd', 'charAt', 'charCodeAt',
  'codePointAt', 'substring', 'substr', 'localeCompare', 'normalize', 'repeat', 'match', 'matchAll', 'replace',
  'replaceAll', 'search', 'toFixed', 'toPrecision', 'toISOString', 'toDateString', 'toTimeString', 'getTime',
  'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toSorted', 'toReversed', 'toSpliced', 'with',
]);

/** Global namespaces whose static methods are pure (`Math.max`, `JSON.parse`, `Promise.all`, `Buffer.from`). */
export const PURE_NAMESPACES: readonly string[] = [
  'Math', 'JSON', 'Object', 'Reflect', 'Intl', 'Number', 'String', 'Symbol', 'BigInt', 'Array', 'Date', 'Promise',
  'Buffer', 'URL', 'URLSearchParams', 'AbortSignal', 'Response', 'Error', 'ArrayBuffer', 'Atomics',
];

/** Globals whose calls neither change nor read the outside world. */
export const PURE_GLOBALS: readonly string[] = [
  'Number|String|Boolean|Symbol|BigInt|Array|Object|Date|RegExp|Error|TypeError|RangeError|SyntaxError|ReferenceError|AggregateError|URIError|EvalError',
  'parseInt|parseFloat|isNaN|isFinite|encodeURI|encodeURIComponent|decodeURI|decodeURIComponent|escape|unescape|atob|btoa',
  // Scheduling is pure itself: the flow engine looks at the callback, which runs on this round.
  'structuredClone|queueMicrotask|setTimeout|setInterval|setImmediate|clearTimeout|clearInterval|clearImmediate|require',
  `${PURE_NAMESPACES.join('|')}.**`,
  'crypto.randomUUID|getRandomValues',
  'crypto.subtle.*',
  'performance.now|mark|measure|getEntries|getEntriesByName|getEntriesByType|clearMarks|clearMeasures',
  'process.hrtime|cwd|uptime|memoryUsage|cpuUsage|nextTick|emitWarning|getuid|getgid|umask',
  'process.hrtime.bigint',
];

/** Globals whose calls change the process for every later request. */
export const PROCESS_STATE_GLOBALS: readonly string[] = [
  'process.on|once|addListener|prependListener|prependOnceListener|setMaxListeners|setUncaughtExceptionCaptureCallback',
];

export const LOG_GLOBALS: readonly string[] = ['console.*'];

/** Receivers named like loggers and telemetry handles: `logger.info`, `this.log.warn`, `span.setAttribute`. */
export const LOGGER_NAME = /^(?:_*log|_*logger|\w+Logger)$/;
// One `\w+` before the suffixes: a name is read once, not once for each suffix.
export const TELEMETRY_NAME =
  /^(?:span|tracer|meter|metrics|analytics|telemetry|posthog|statsd|mixpanel|amplitude|tracker|\w+(?:Span|Tracer|Meter|Metrics|Analytics|Telemetry|Tracker))$/;
/** Telemetry whatever its receiver is called: Cloudflare Analytics Engine's `env.ANALYTICS.writeDataPoint()`. */
export const TELEMETRY_METHODS: ReadonlySet<string> = new Set(['writeDataPoint']);
/** Packages whose every export records telemetry: `track()` from `@vercel/analytics/server`. */
export const TELEMETRY_MODULES: ReadonlySet<string> = new Set(['@vercel/analytics', '@vercel/analytics/server']);

/**
 * What browser automation reads from a page (Playwright, Puppeteer): `page.title()`, `locator.allTextContents()`.
 * `screenshot()` renders the page; at most it writes a local file, nothing the retry repeats remotely.
 */
export const PAGE_READ_METHODS: ReadonlySet<string> = new Set([
  'title', 'textContent', 'allTextContents', 'innerText', 'allInnerTexts', 'innerHTML', 'inputValue', 'boundingBox', 'ariaSnapshot', 'screenshot',
]);

/** A web stream's controller (`new ReadableStream({ start(controller) { controller.enqueue(chunk) } })`) feeds the stream being built. */
export const STREAM_CONTROLLER_NAME = /^(?:controller|\w+Controller)$/;
export const STREAM_CONTROLLER_METHODS: ReadonlySet<string> = new Set(['enqueue', 'close', 'error', 'terminate']);

/** MCP notifications to the client, whatever they are called on (SDK v1/v2, fastmcp). */
export const MCP_NOTIFICATION_METHODS: ReadonlySet<string> = new Set([
  'sendLoggingMessage', 'sendNotification', 'sendProgress', 'reportProgress', 'sendResourceUpdated',
  'sendResourceListChanged', 'sendToolListChanged', 'sendPromptListChanged', 'streamContent',
]);

/** Names of MCP request contexts and servers: `ctx.mcpReq.log()`, `server.server.notification()`, `extra.sendRequest()`. */
export const MCP_RECEIVER_NAMES: ReadonlySet<string> = new Set(['mcpReq', 'server', 'extra', 'ctx', 'context']);

/** On an MCP receiver: notifications (log) and requests to the client (read: asking changes nothing). */
export const MCP_RECEIVER_LOG_METHODS: ReadonlySet<string> = new Set(['log', 'notify', 'notification']);
export const MCP_RECEIVER_REQUEST_METHODS: ReadonlySet<string> = new Set([
  'sendRequest', 'request', 'elicitInput', 'requestSampling', 'createMessage', 'listRoots', 'elicit',
]);

/** The round-trip accessor `ctx.mcpReq.requestState()` reads what the client sent. */
export const MCP_ROUND_TRIP_METHODS: ReadonlySet<string> = new Set(['requestState']);

/**
 * The SDK's question builders, also when a project module re-exports them: `inputRequired.createMessage()` builds
 * a sampling request for the question, it sends nothing.
 */
export const MCP_BUILDER_RECEIVERS: ReadonlySet<string> = new Set(['inputRequired']);

/** A `requestState` codec's own methods (`stateCodec.mint({...})`, `codec.verify(raw)`) encode and decode, in memory. */
export const STATE_CODEC_NAME = /^(?:codec|\w+Codec)$/;
export const STATE_CODEC_METHODS: ReadonlySet<string> = new Set(['mint', 'verify', 'seal', 'unseal', 'encode', 'decode']);

/** Runtime globals that are not the project's code: the verb heuristic never reads their method names. */
export const RUNTIME_GLOBALS: ReadonlySet<string> = new Set([
  'console', 'process', 'performance', 'crypto', 'navigator', 'document', 'location', 'localStorage',
  'sessionStorage', 'indexedDB', 'caches', 'Math', 'JSON', 'Reflect', 'Intl', 'Atomics', 'Buffer', 'Deno', 'Bun',
  'Number', 'String', 'Boolean', 'Symbol', 'BigInt', 'fetch', 'require', 'module', 'exports',
]);

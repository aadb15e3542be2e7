/**
 * Layer 2 data: the curated catalog of libraries whose calls have known effects (docs/architecture.md, src/effects/). Matched by the
 * origin of the callee (src/ast/origin.ts), never by bare names: a family applies to calls rooted in one of
 * its modules (or globals), and its rules are tried in order against the call's member path.
 *
 * The member path starts at the import: `'default'` for a default import or a CommonJS `require`, the
 * imported name for a named import, nothing for a namespace import; then every member read on the way,
 * through constructions and calls (`new Stripe(key).charges.create` → `default.charges.create`). Calling a
 * variable that holds a call's result adds `()` (`const api = axios.create(); api(config)` → `default.create.()`).
 * Rule paths are globs (src/effects/path-glob.ts) matched against the END of that path.
 */
import { PUSH_ONLY_MODULES, V1_MODULES, V2_MODULES } from '../mcp/sdk.js';
import { READ_ONLY_METHODS } from './builtins.js';
import type { EffectClass, WriteImpact } from './types.js';

/** Argument-aware entries: the verdict depends on what the call is given (src/effects/readers.ts). */
export type ArgumentReader =
  /** HTTP method from an options object literal among the arguments (`{ method: 'POST' }`); none means GET. */
  | 'http-method-option'
  /** HTTP method named by the called method (`axios.post`, `got.delete`). */
  | 'http-method-name'
  /** An Octokit-style route string `'POST /repos/{owner}/{repo}/issues'`, or a method string (`'POST'`). */
  | 'http-route'
  /** A GraphQL document: `mutation` writes, `query` reads. */
  | 'graphql'
  /** SQL statement text in the first argument (string, template, `{ text }`/`{ sql }`, `sql` tagged template). */
  | 'sql-text'
  /** CQL in the first argument (Cassandra): as SQL, but an `INSERT` is an upsert by its primary key (`IF NOT EXISTS`: once). */
  | 'cql-text'
  /** A Cypher query in the first argument (Neo4j): `CREATE`, `SET`, `DELETE` write, `MERGE` alone finds or creates, `MATCH … RETURN` reads. */
  | 'cypher-text'
  /** A prepared statement's method (`stmt.run()`): the SQL text is in the call that prepared the receiver. */
  | 'sql-prepared'
  /**
   * A client that is itself the tag (postgres.js, Neon, `@vercel/postgres`): `` sql`INSERT ...` `` runs its text,
   * `sql(values)` only builds a fragment for another template.
   */
  | 'sql-tag'
  /** AWS SDK v3 `client.send(new PutObjectCommand(...))`: the command's verb. */
  | 'aws-command'
  /** AWS aggregated or v2 clients (`s3.putObject()`): the operation's verb. */
  | 'aws-operation'
  /** MongoDB update/replace: an upsert (`{ upsert: true }` options) repeats harmlessly. */
  | 'mongo-upsert'
  /** MongoDB `db.command(document)`: the command its first key names (`dbStats` reads; unknown commands stay unknown). */
  | 'mongo-command'
  /** `fs.open(path, flags)`: read-only flags read, anything else writes. */
  | 'fs-open-flags'
  /** `fs.mkdir(path, { recursive: true })` makes what is missing and repeats harmlessly; without it the retry fails (EEXIST). */
  | 'fs-mkdir-options'
  /** A write that is idempotent when its request options carry a stable `idempotencyKey` (Stripe). */
  | 'idempotency-key'
  /** A FHIR `create` that is idempotent when its options carry a stable `If-None-Exist` search (a conditional create). */
  | 'fhir-conditional-create'
  /**
   * A write that is idempotent when a stable key string follows its request object (GoCardless `payments.create(params,
   * key)`, Xero's `createInvoices(tenantId, { invoices }, true, 4, key)`).
   */
  | 'trailing-idempotency-key'
  /**
   * A job added with a stable `jobId` (BullMQ, Bull): the queue keeps one job per id, so the retry adds none (unless
   * the first one was already removed on completion). Without one, or with one minted per round, every call adds a job.
   */
  | 'job-id'
  /** The verb tables of src/effects/verbs.ts, for SDKs named after their REST operations (Octokit). */
  | 'verb'
  /** A command named by the first argument (`redis.call('SET', k, v)`, `sendCommand(['DEL', k])`): the family's rule for that name. */
  | 'command-name'
  /**
   * A Redis command that leaves the same state when repeated with the same values (`SET`, `HSET`, `SADD`), unless its
   * options make the repeat behave otherwise: `NX` (the first round takes the key, the retry finds it taken), `GET`
   * (the retry reads back what the first round wrote), `ZADD … INCR` (adds to the score each time).
   */
  | 'redis-options'
  /**
   * A process started with a command the call writes (`execFile('git', ['rev-parse', 'HEAD'])`, `exec('git status')`):
   * git's subcommands that only read (`status`, `log`, `rev-parse`, `diff`, ...) read; any other command starts a process.
   */
  | 'process-command'
  /**
   * A write under the id the request names (Elasticsearch/OpenSearch `index({ index, id, document })`, Inngest `send({ id })`): the
   * retry overwrites (or is dropped as) the same one. Without an id the service makes a new one each time.
   */
  | 'document-id'
  /**
   * Algolia's partial update: idempotent, unless an attribute is changed by a built-in operation that adds each time
   * (`{ _operation: 'Increment' | 'Decrement' | 'Add' }`).
   */
  | 'algolia-operation'
  /**
   * Temporal's `workflow.start`/`signalWithStart`: with a stable `workflowId` and `workflowIdConflictPolicy:
   * 'USE_EXISTING'` the retry gets the running workflow; otherwise it starts another (or fails on the id in use).
   */
  | 'workflow-conflict-policy'
  /**
   * Vault's `read`/`write` by the path they name: a read of a secrets engine's `creds/` issues a new lease (and a new
   * database user) on every call; a write of a KV entry (`kv/data/...`, `secret/...`) puts the whole value under its path.
   */
  | 'vault-path';

export interface CatalogRule {
  /** Glob (or globs) matched against the end of the call's member path. */
  path: string | readonly string[];
  /** A class, an argument reader, or null: this link decides nothing, the chain's other links do. */
  effect: EffectClass | { reader: ArgumentReader } | null;
  /** Message label; defaults to `<family label> <class>` ('Stripe write'). */
  label?: string;
  /**
   * What the write does to what was there, for methods whose name does not say (`writeFile` overwrites, Redis
   * `lpush` accumulates). Otherwise the argument reader (SQL, HTTP method, AWS verb) or the method's verb tells.
   */
  impact?: WriteImpact;
  /** The call fills in the objects it is given, in a family that `sendsCopies` (the MongoDB driver adds `_id` to inserted documents). */
  fillsArguments?: boolean;
}

export interface CatalogFamily {
  /** Names the library in labels: 'Stripe', 'node:fs'. */
  label: string;
  /** Module specifier globs; a subpath of a listed module counts (`drizzle-orm/node-postgres`). */
  modules: readonly string[];
  /** Global names the family also covers (`fetch`). */
  globals?: readonly string[];
  /**
   * True for client libraries: calling the module's exports themselves (constructors, factories such as
   * `createClient()`, helpers such as Drizzle's `eq()`) does nothing; only calls on what they build do.
   */
  clientsOnly: boolean;
  /** Method names compared without case (node-redis spells commands `hSet`, ioredis `hset`). */
  ignoreCase?: boolean;
  /**
   * True for clients of another system whose writes encode what they are given into a request and change none
   * of it (the move suggestions may carry such a write past code that reads its arguments). Not for libraries
   * whose writes change local objects: Mongoose documents, files, processes.
   */
  sendsCopies?: boolean;
  /**
   * The parameters of a function written as an argument of one of its calls are the family's own values: Sentry's
   * `withScope((scope) => scope.addAttachment(...))`, OpenTelemetry's `startActiveSpan(name, (span) => ...)`.
   */
  callbackParameters?: boolean;
  /**
   * True for libraries some of whose calls return a function that runs what they were given (lodash's `once(fn)`,
   * `memoize`, `debounce`): a method of what such a function returns (`(await environment()).createEntry()` where
   * `environment = once(async () => ...)`) is not the library's, and is judged as the project's own calls are.
   */
  wrapsFunctions?: boolean;
  rules: readonly CatalogRule[];
}

const HTTP_METHOD_NAMES = 'get|head|options|post|put|patch|delete|del|postForm|putForm|patchForm';

/**
 * For clients whose other methods a catch-all rule lists (`*.*`): a built-in method at the end of a path reads what a
 * call returned (`refunds.data.reduce(...)` after `const refunds = await stripe.refunds.list()`), as no API method of
 * theirs is named so.
 */
const responseRead = (family: string): CatalogRule => ({ path: [...READ_ONLY_METHODS].join('|'), effect: 'pure', label: `${family} response read` });

/** Leading words of AWS operations that qualify the verb after them (`BatchWriteItem`, `AdminCreateUser`). */
export const AWS_QUALIFIERS: readonly string[] = ['batch', 'transact', 'admin'];

export const AWS_WRITE_VERBS: readonly string[] = [
  'put', 'delete', 'create', 'update', 'send', 'publish', 'start', 'invoke', 'terminate', 'stop', 'remove', 'add',
  'attach', 'detach', 'modify', 'copy', 'upload', 'complete', 'abort', 'write', 'run', 'reboot', 'restore', 'tag',
  'untag', 'enable', 'disable', 'register', 'deregister', 'change', 'set', 'associate', 'disassociate', 'reset',
  'purge', 'cancel', 'import', 'export', 'subscribe', 'unsubscribe', 'rotate', 'revoke', 'authorize', 'confirm',
  'sign', 'respond', 'forgot', 'initiate', 'merge', 'increase', 'decrease', 'apply',
];

export const AWS_READ_VERBS: readonly string[] = [
  'get', 'list', 'describe', 'head', 'query', 'scan', 'select', 'lookup', 'search', 'check', 'validate',
  'estimate', 'test', 'simulate', 'preview', 'filter', 'receive', 'download', 'detect', 'assume',
];

/** AWS operations that bill per call and persist nothing (Bedrock and SageMaker inference), as OpenAI's completions. */
export const AWS_BILLABLE = /^(?:Converse|ConverseStream|InvokeModel|InvokeModelWithResponseStream|InvokeEndpoint|InvokeEndpointWithResponseStream)$/;

export const CATALOG: readonly CatalogFamily[] = [
  {
    label: 'HTTP',
    globals: ['fetch'],
    modules: ['node-fetch', 'cross-fetch', 'isomorphic-fetch', '@whatwg-node/fetch', 'undici', 'axios', 'got', 'ky', 'ofetch', 'superagent', 'http', 'https', 'node:http', 'node:https'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      // What a `fetch` response offers (`res.json()`, `res.headers.get()`) reads the response.
      { path: 'fetch.*.**', effect: 'pure', label: 'HTTP response read' },
      // undici's `request()` answers `{ statusCode, headers, body }`: `body.json()`, `body.text()` read the response.
      { path: 'request.body.*', effect: 'pure', label: 'HTTP response read' },
      // A server's own request and response (`res: ServerResponse` of node:http): answering a request changes nothing else.
      { path: ['ServerResponse.**', 'IncomingMessage.**'], effect: 'pure', label: 'HTTP server request or response' },
      { path: 'create|extend|createServer|isAxiosError|isCancel|getUri', effect: 'pure', label: 'HTTP client set-up' },
      { path: HTTP_METHOD_NAMES, effect: { reader: 'http-method-name' } },
      { path: 'fetch|$fetch|ofetch|request|default|()', effect: { reader: 'http-method-option' } },
    ],
  },
  {
    label: 'SQL',
    modules: ['pg', 'pg-pool', 'pg-promise', 'postgres', 'mysql', 'mysql2', 'mssql', 'oracledb', 'better-sqlite3', 'sqlite', 'sqlite3', '@libsql/client', '@neondatabase/serverless', '@vercel/postgres', '@planetscale/database', 'duckdb'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      {
        path: 'query|execute|exec|unsafe|prepare|none|one|oneOrNone|many|manyOrNone|any|result|maybeOne|oneFirst|maybeOneFirst|manyFirst|anyFirst|exists',
        effect: { reader: 'sql-text' },
      },
      // `const sql = postgres(url)` / `neon(url)` then `` sql`...` ``; `@vercel/postgres`'s `sql` and `db.sql`.
      { path: '()|sql', effect: { reader: 'sql-tag' } },
      { path: 'run|all|get|iterate', effect: { reader: 'sql-prepared' } },
      { path: 'connect|release|end|close|on|createPool|createConnection|createClient|getConnection|transaction|begin', effect: 'pure', label: 'SQL connection handling' },
    ],
  },
  {
    // Slonik's `sql` tag builds a query for a pool method to run; it runs nothing itself.
    label: 'Slonik',
    modules: ['slonik'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'query|any|anyFirst|exists|many|manyFirst|maybeOne|maybeOneFirst|one|oneFirst|stream|copyFromBinary', effect: { reader: 'sql-text' } },
      { path: 'connect|transaction|end|on', effect: 'pure', label: 'Slonik connection handling' },
      // `` sql.type(row)`...` ``: a tag made by a builder builds too.
      { path: 'sql.**', effect: 'pure', label: 'Slonik query builder' },
    ],
  },
  {
    label: 'Knex',
    modules: ['knex'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'raw', effect: { reader: 'sql-text' } },
      { path: 'schema.hasTable|hasColumn', effect: 'read' },
      { path: 'schema.*', effect: 'write', label: 'Knex schema change' },
      { path: ['migrate.*', 'seed.*'], effect: 'write', label: 'Knex migration' },
      { path: 'upsert', effect: 'write-idempotent' },
      { path: 'insert|update|del|delete|truncate|increment|decrement', effect: 'write' },
      { path: '()|select|first|pluck|count|countDistinct|min|max|sum|avg|from|table', effect: 'read' },
      { path: ['transaction|destroy|ref', 'fn.*'], effect: 'pure', label: 'Knex helper' },
    ],
  },
  {
    label: 'Kysely',
    modules: ['kysely'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'insertInto|replaceInto|updateTable|deleteFrom|mergeInto', effect: 'write' },
      { path: 'schema.*', effect: 'write', label: 'Kysely schema change' },
      { path: 'selectFrom|selectNoFrom', effect: 'read' },
      // `` sql`DELETE ...`.execute(db) ``: the template's text says.
      { path: 'sql.execute', effect: { reader: 'sql-prepared' } },
      { path: ['transaction|connection|destroy|withSchema|withPlugin', 'fn.*', 'dynamic.*'], effect: 'pure', label: 'Kysely helper' },
    ],
  },
  {
    label: 'Prisma',
    modules: ['@prisma/client'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'upsert', effect: 'write-idempotent' },
      { path: 'create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|delete|deleteMany', effect: 'write' },
      { path: 'findMany|findFirst|findFirstOrThrow|findUnique|findUniqueOrThrow|count|aggregate|groupBy', effect: 'read' },
      { path: '$executeRaw|$executeRawUnsafe|$queryRaw|$queryRawUnsafe', effect: { reader: 'sql-text' } },
      { path: '$transaction|$connect|$disconnect|$on|$extends|$use', effect: 'pure', label: 'Prisma client handling' },
    ],
  },
  {
    label: 'Drizzle',
    modules: ['drizzle-orm'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'insert|update|delete|refreshMaterializedView', effect: 'write' },
      { path: ['select|selectDistinct|selectDistinctOn|$count|$with|with', 'query.*.*'], effect: 'read' },
      // `db.execute(sql`...`)`; SQLite drivers run statements with `run`, `all` and `get`.
      { path: 'execute|run|all|get', effect: { reader: 'sql-text' } },
      { path: 'transaction|batch', effect: 'pure', label: 'Drizzle transaction' },
    ],
  },
  {
    label: 'TypeORM',
    modules: ['typeorm'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // `repo.create(fields)` and `merge` build an entity in memory; nothing is stored until `save`.
      { path: 'create|merge', effect: 'pure', label: 'TypeORM entity built in memory' },
      { path: 'upsert', effect: 'write-idempotent' },
      { path: 'save|insert|update|delete|remove|softDelete|softRemove|restore|recover|increment|decrement|clear', effect: 'write' },
      { path: 'find*|count*|exist*|sum|average|minimum|maximum|preload|hasId|getId', effect: 'read' },
      { path: 'query', effect: { reader: 'sql-text' } },
      { path: ['transaction|createQueryBuilder|getRepository|getTreeRepository|withRepository|manager', 'DataSource.initialize|destroy'], effect: 'pure', label: 'TypeORM client handling' },
    ],
  },
  {
    label: 'MikroORM',
    modules: ['@mikro-orm/*'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // The unit of work: `create` and `persist` only stage an entity; `flush` writes what was staged.
      { path: 'create|persist|remove|assign|getReference|merge', effect: 'pure', label: 'MikroORM entity staged in memory' },
      { path: 'upsert|upsertMany', effect: 'write-idempotent' },
      { path: 'flush|persistAndFlush|removeAndFlush|insert|insertMany|nativeInsert|nativeUpdate|nativeDelete|commit', effect: 'write' },
      { path: 'find*|count|populate|refresh', effect: 'read' },
      { path: 'execute', effect: { reader: 'sql-text' } },
      { path: 'init|em|fork|transactional|begin|rollback|clear|getRepository|close', effect: 'pure', label: 'MikroORM client handling' },
    ],
  },
  {
    label: 'MongoDB',
    modules: ['mongodb'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'updateOne|updateMany|replaceOne', effect: { reader: 'mongo-upsert' } },
      // They add `_id` to the documents they are given.
      { path: 'insertOne|insertMany|bulkWrite', effect: 'write', fillsArguments: true },
      {
        path: 'deleteOne|deleteMany|findOneAndUpdate|findOneAndDelete|findOneAndReplace|drop|dropCollection|dropDatabase|dropIndex|dropIndexes|createIndex|createIndexes|createCollection|rename',
        effect: 'write',
      },
      { path: 'find|findOne|countDocuments|estimatedDocumentCount|aggregate|distinct|listCollections|listIndexes|indexes|watch', effect: 'read' },
      { path: 'command', effect: { reader: 'mongo-command' } },
      { path: 'connect|close|db|collection|startSession|withSession|withTransaction', effect: 'pure', label: 'MongoDB client handling' },
    ],
  },
  {
    label: 'Mongoose',
    modules: ['mongoose'],
    clientsOnly: false,
    rules: [
      { path: 'updateOne|updateMany|replaceOne', effect: { reader: 'mongo-upsert' } },
      {
        path: 'create|insertMany|save|deleteOne|deleteMany|findByIdAndUpdate|findByIdAndDelete|findByIdAndRemove|findOneAndUpdate|findOneAndDelete|findOneAndReplace|findOneAndRemove|bulkWrite|bulkSave|remove|syncIndexes|createIndexes|ensureIndexes|createCollection',
        effect: 'write',
      },
      { path: 'find|findById|findOne|countDocuments|estimatedDocumentCount|exists|aggregate|distinct|populate|lean|exec|where', effect: 'read' },
      { path: ['model|Schema|connect|createConnection|disconnect|set|startSession|isValidObjectId', 'Types.*'], effect: 'pure', label: 'Mongoose set-up' },
    ],
  },
  {
    label: 'Supabase',
    modules: ['@supabase/supabase-js', '@supabase/postgrest-js', '@supabase/storage-js'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'upsert', effect: 'write-idempotent' },
      { path: 'insert|update|delete', effect: 'write' },
      { path: 'storage.**.upload|update|remove|move|copy|createBucket|deleteBucket|emptyBucket|updateBucket', effect: 'write', label: 'Supabase Storage write' },
      { path: 'storage.**.download|list|getPublicUrl|createSignedUrl|createSignedUrls|getBucket|listBuckets|exists|info', effect: 'read' },
      {
        path: 'auth.admin.createUser|deleteUser|updateUserById|inviteUserByEmail|generateLink|signOut',
        effect: 'write',
        label: 'Supabase Auth admin write',
      },
      { path: 'auth.admin.getUserById|listUsers', effect: 'read' },
      // A `select()` alone reads; after `insert`/`update`/`upsert` it returns the written rows, and the write decides.
      { path: 'select', effect: 'read' },
      {
        path: 'from|schema|channel|removeChannel|removeAllChannels|getChannels|eq|neq|gt|gte|lt|lte|like|ilike|is|in|contains|containedBy|overlaps|match|not|or|filter|order|limit|range|single|maybeSingle|csv|textSearch|abortSignal|returns|throwOnError|overrideTypes',
        effect: null,
      },
    ],
  },
  {
    label: 'Firebase Admin',
    modules: ['firebase-admin', 'firebase-admin/*', '@google-cloud/firestore'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'set', effect: 'write-idempotent' },
      { path: 'add|create|update|delete|commit|recursiveDelete|sendEach|sendEachForMulticast|sendMulticast|sendToDevice|sendToTopic|subscribeToTopic|unsubscribeFromTopic', effect: 'write' },
      { path: 'send', effect: 'write', label: 'Firebase message sent' },
      { path: 'createUser|updateUser|deleteUser|deleteUsers|setCustomUserClaims|revokeRefreshTokens|importUsers|createCustomToken|createSessionCookie', effect: 'write', label: 'Firebase Auth write' },
      { path: 'get|getAll|listDocuments|listCollections|getUser|getUserByEmail|getUserByPhoneNumber|getUsers|listUsers|verifyIdToken|verifySessionCookie|count', effect: 'read' },
      { path: 'initializeApp|getApp|getApps|cert|applicationDefault|firestore|auth|messaging|storage|collection|doc|where|orderBy|limit|batch|runTransaction|bucket|file', effect: null },
    ],
  },
  {
    label: 'Google Cloud Storage',
    modules: ['@google-cloud/storage'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      {
        path: 'upload|save|delete|deleteFiles|copy|move|rename|createBucket|makePublic|makePrivate|setMetadata|setStorageClass|createWriteStream|combine',
        effect: 'write',
      },
      { path: 'download|exists|get|getFiles|getMetadata|getSignedUrl|getBuckets|createReadStream|publicUrl', effect: 'read' },
      { path: 'bucket|file', effect: null },
    ],
  },
  {
    label: 'Cloudinary',
    modules: ['cloudinary'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      // An upload under a `public_id` replaces (or, with `overwrite: false`, keeps) that asset; without one each upload is a new asset.
      { path: 'uploader.upload|upload_stream|upload_large|upload_chunked|unsigned_upload|unsigned_upload_stream', effect: { reader: 'document-id' } },
      { path: 'uploader.add_tag|remove_tag|replace_tag|add_context|remove_context', effect: 'write-idempotent' },
      { path: ['uploader.*', 'api.delete*|update*|create*|restore|rename*|add_*|remove_*'], effect: 'write' },
      { path: ['api.*', 'search.**'], effect: 'read' },
      // `cloudinary.url(id, options)`, `image(...)`: delivery URLs and tags built from the configuration.
      { path: ['url|image|video|picture|source|config', 'utils.*'], effect: 'pure', label: 'Cloudinary URL or set-up' },
    ],
  },
  {
    label: 'BigQuery',
    modules: ['@google-cloud/bigquery'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // `query(sql)`, `createQueryJob({ query: sql })`: a job that runs a SELECT reads, whatever its name says.
      { path: 'query|createQueryJob', effect: { reader: 'sql-text' } },
      { path: 'insert|createDataset|createTable|delete|setMetadata|load|createLoadJob|createCopyJob|createExtractJob|copy|extract|cancel', effect: 'write' },
      { path: 'getQueryResults|getRows|get|getMetadata|exists|getDatasets|getTables|getJobs', effect: 'read' },
      { path: 'dataset|table|job', effect: null },
    ],
  },
  {
    label: 'Redis',
    modules: ['redis', '@redis/client', 'ioredis', 'iovalkey', '@upstash/redis', '@vercel/kv'],
    clientsOnly: false,
    sendsCopies: true,
    ignoreCase: true,
    rules: [
      { path: 'createClient|createCluster|fromEnv|connect|quit|disconnect|on|once|duplicate|multi|pipeline|exec|watch|unwatch|select|ping', effect: 'pure', label: 'Redis connection handling' },
      {
        path: 'del|unlink|getdel|hdel|lrem|ltrim|srem|zrem|zremrangebyscore|zremrangebyrank|xdel|xtrim|flushdb|flushall',
        effect: 'write',
        impact: 'destructive',
      },
      {
        path: 'incr|incrby|incrbyfloat|decr|decrby|append|hincrby|hincrbyfloat|zincrby|lpush|rpush|lpushx|rpushx|linsert|xadd|publish|spublish',
        effect: 'write',
        impact: 'accumulating',
      },
      // Overwrite or add to a set the values they are given: a retry with the same values leaves the same state, like
      // a PUT (a value new on each round, `Date.now()` or `randomUUID()`, makes them plain writes: src/effects/per-round.ts).
      { path: 'set|setex|psetex|mset|hset|hmset|setrange|setbit|lset|persist|sadd|zadd|pfadd|geoadd', effect: { reader: 'redis-options' } },
      // Not repeatable: `SETNX`/`HSETNX`/`MSETNX` succeed once (the retry finds its own key), `GETSET`/`GETEX`/pops
      // read and change what the first round left, `EXPIRE` moves the end of a key something else counts in (a rate
      // limit's window after `INCR`), `RENAME`/`COPY`/`LMOVE` find their source gone, scripts may do anything.
      {
        path: 'setnx|msetnx|hsetnx|getset|getex|expire|expireat|pexpire|pexpireat|lpop|rpop|lmove|blpop|brpop|rpoplpush|spop|smove|zpopmin|zpopmax|xack|xgroup|xclaim|rename|renamenx|copy|eval|evalsha',
        effect: 'write',
      },
      {
        path: 'get|mget|getrange|strlen|hget|hgetall|hmget|hkeys|hvals|hlen|hexists|lrange|llen|lindex|smembers|sismember|smismember|scard|srandmember|zrange|zrangebyscore|zrevrange|zrevrangebyscore|zscore|zcard|zcount|zrank|zrevrank|exists|ttl|pttl|type|keys|scan|sscan|hscan|zscan|xrange|xrevrange|xread|xlen|pfcount|dbsize|getbit|bitcount|geopos|geodist|geosearch',
        effect: 'read',
      },
      { path: 'subscribe|psubscribe|ssubscribe', effect: 'process-state', label: 'Redis subscription' },
      { path: 'call|sendCommand|send_command', effect: { reader: 'command-name' } },
    ],
  },
  {
    label: 'AWS',
    modules: ['@aws-sdk/*', 'aws-sdk'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'send', effect: { reader: 'aws-command' } },
      // What a command's output offers (`(await s3.send(get)).Body.transformToByteArray()`) reads the response.
      { path: 'send.*.**', effect: 'pure', label: 'AWS response read' },
      { path: 'Upload.done', effect: 'write', label: 'S3 upload' },
      { path: ['destroy|promise', 'middlewareStack.*'], effect: null },
      { path: '*', effect: { reader: 'aws-operation' } },
    ],
  },
  {
    label: 'Stripe',
    modules: ['stripe'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: ['webhooks.*', 'errors.*', 'on|off|once|getApiField|getConstant|getClientUserAgent|setAppInfo|setMaxNetworkRetries|setTimeout'], effect: 'pure', label: 'Stripe helper' },
      { path: 'rawRequest', effect: { reader: 'http-route' } },
      // `invoices.createPreview` computes an upcoming invoice; it creates nothing.
      { path: 'list*|retrieve*|search*|autoPaging*|createPreview*', effect: 'read' },
      responseRead('Stripe'),
      { path: '*.*', effect: { reader: 'idempotency-key' } },
    ],
  },
  {
    label: 'GitHub',
    modules: ['octokit', '@octokit/*', '@actions/github'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      { path: 'request', effect: { reader: 'http-route' } },
      { path: 'graphql', effect: { reader: 'graphql' } },
      { path: ['paginate', 'paginate.iterator'], effect: 'read' },
      { path: ['getOctokit|auth|plugin|defaults', 'hook.*'], effect: 'pure', label: 'Octokit set-up' },
      // `generateReleaseNotes` is a POST that computes the notes and stores nothing.
      { path: ['search.*', 'generateReleaseNotes'], effect: 'read' },
      // `set*` and `replace*` are PUTs of the whole value (`issues.setLabels`, `repos.replaceAllTopics`): the retry sets the same.
      { path: 'set*|replace*', effect: 'write-idempotent' },
      {
        path: 'add*|lock|unlock|merge*|dismiss*|rerun*|reRun*|fork|requestReviewers|star*|follow|block|mark*|unstar*|unfollow|unblock',
        effect: 'write',
      },
      { path: '*.*', effect: { reader: 'verb' } },
    ],
  },
  {
    label: 'Slack',
    modules: ['@slack/web-api', '@slack/bolt'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: '*.list|info|history|replies|members|getPermalink|lookupByEmail|getPresence', effect: 'read' },
      { path: ['search.*', 'auth.test', 'users.profile.get'], effect: 'read' },
      // The retry finds what the first round left: `conversations.open` returns the DM it opened, `join` succeeds with
      // `already_in_channel`, a topic or purpose is set to the same text. Not `reactions.add`: its retry throws `already_reacted`.
      { path: 'conversations.open|join|setTopic|setPurpose', effect: 'write-idempotent' },
      { path: 'chat|conversations|files|reactions|pins|reminders|views|users|usergroups|bookmarks|dnd|stars|calls|admin|apps|workflows|canvases.**', effect: 'write' },
      { path: 'start|stop|message|command|action|event|view|shortcut|options|use|error|init', effect: 'pure', label: 'Slack app set-up' },
    ],
  },
  {
    label: 'Google APIs',
    modules: ['googleapis', '@googleapis/*'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // Sheets `values.update`/`values.batchUpdate` set the cells of a range to the values given: the retry sets the same.
      { path: 'spreadsheets.values.update|batchUpdate', effect: 'write-idempotent' },
      {
        path: 'insert|create|update|patch|delete|send|modify|trash|untrash|batchModify|batchDelete|batchUpdate|import|move|quickAdd|copy|emptyTrash|append|clear|stop',
        effect: 'write',
      },
      { path: 'list|get|export|instances|query|getProfile|batchGet|generateIds', effect: 'read' },
      { path: ['auth.**', 'options|watch'], effect: null },
    ],
  },
  {
    label: 'GraphQL clients',
    modules: ['graphql-request', '@apollo/client', '@apollo/client/*', '@urql/core', 'urql'],
    // graphql-request's own `request(url, document)` sends.
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      { path: 'gql|graphql', effect: 'pure', label: 'GraphQL document' },
      { path: 'mutate|mutation', effect: 'write', label: 'GraphQL mutation' },
      { path: 'query|watchQuery|readQuery|readFragment|subscribe', effect: 'read', label: 'GraphQL query' },
      { path: 'request|rawRequest|batchRequests', effect: { reader: 'graphql' } },
    ],
  },
  {
    label: 'Linear',
    modules: ['@linear/sdk'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'client.rawRequest|request', effect: { reader: 'graphql' } },
      {
        path: 'create*|update*|delete*|archive*|unarchive*|add*|remove*|import*|attach*|subscribe*|unsubscribe*|move*|merge*|invite*|suspend*|unsuspend*|leave*|join*',
        effect: 'write',
      },
      { path: '*', effect: 'read' },
    ],
  },
  {
    label: 'Notion',
    modules: ['@notionhq/client'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'create|update|append|delete|send|complete', effect: 'write' },
      { path: 'retrieve|query|list|me|search', effect: 'read' },
      { path: 'request', effect: { reader: 'http-method-option' } },
    ],
  },
  {
    label: 'Jira',
    modules: ['jira.js', 'jira-client'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'get*|find*|search*|list*|issueNotify*', effect: 'read' },
      { path: 'add*|edit*|do*|assign*|transition*|create*|update*|delete*|set*|move*|remove*|archive*|bulk*|link*|notify|vote*|watch*', effect: 'write' },
      { path: '*.*', effect: { reader: 'verb' } },
    ],
  },
  {
    label: 'PagerDuty',
    modules: ['@pagerduty/pdjs', 'node-pagerduty'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      // Events API v2: an event whose `dedup_key` PagerDuty has seen updates that alert instead of opening another.
      { path: 'event', effect: { reader: 'document-id' } },
      { path: HTTP_METHOD_NAMES, effect: { reader: 'http-method-name' } },
      { path: 'all', effect: 'read' },
      { path: 'api|()', effect: { reader: 'http-method-option' } },
    ],
  },
  {
    label: 'GitLab',
    modules: ['@gitbeaker/*', 'gitbeaker'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'all|show|search|download|allForUser|showFile|showRaw|allDiscussions|allParticipants|allComments|allMergeRequests|allCommits|compare|diff', effect: 'read' },
      {
        path: 'create|edit|remove|accept|merge|cancel|retry|play|approve|unapprove|subscribe|unsubscribe|erase|keep|reset|transfer|upload|protect|unprotect|share|unshare|star|unstar|fork|archive|unarchive|rebase|addSpentTime|resetSpentTime|cherryPick|revert',
        effect: 'write',
      },
      { path: '*.*', effect: { reader: 'verb' } },
    ],
  },
  {
    label: 'Mailchimp',
    modules: ['@mailchimp/mailchimp_marketing', '@mailchimp/mailchimp_transactional', 'mailchimp-api-v3'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      { path: 'setConfig', effect: 'pure', label: 'Mailchimp set-up' },
      { path: ['ping.*', 'get*|list*|search*|info|content'], effect: 'read' },
      { path: 'set*', effect: 'write-idempotent' },
      { path: 'batch*|send*|schedule|unschedule|replicate|pause|resume|test|tag*|archive|cancel|reschedule', effect: 'write' },
      { path: '*.*', effect: { reader: 'verb' } },
    ],
  },
  {
    label: 'Postmark',
    modules: ['postmark'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'send*|create*|edit*|delete*|activateBounce|bypassRulesForInboundMessage|retryInboundHookForMessage|push*', effect: 'write' },
      { path: 'get*', effect: 'read' },
    ],
  },
  {
    label: 'Twilio',
    modules: ['twilio'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'create|update|remove', effect: 'write' },
      { path: 'list|fetch|each|page|stream|getPage', effect: 'read' },
    ],
  },
  {
    // FHIR servers through fhir-kit-client: `update` is a PUT of the whole resource (the retry stores the same one),
    // `create` a POST that makes another (unless `If-None-Exist` makes it conditional), `patch` edits; `transaction`/`batch` do what their bundle's entries say
    // (conditional creates, PUTs...), which this does not read: not listed.
    label: 'FHIR',
    modules: ['fhir-kit-client'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'update', effect: 'write-idempotent', label: 'FHIR update (PUT of the whole resource)' },
      { path: 'create', effect: { reader: 'fhir-conditional-create' } },
      { path: 'patch', effect: 'write' },
      { path: 'delete', effect: 'write', impact: 'destructive' },
      { path: 'read|vread|search|searchAll|history|capabilityStatement|smartAuthMetadata|resolve|nextPage|prevPage', effect: 'read' },
    ],
  },
  {
    label: 'nodemailer',
    modules: ['nodemailer'],
    clientsOnly: false,
    rules: [
      { path: 'sendMail', effect: 'write', label: 'email sent' },
      { path: 'verify|isIdle', effect: 'read' },
      { path: 'createTransport|createTestAccount|getTestMessageUrl|close|use|on', effect: 'pure', label: 'nodemailer set-up' },
    ],
  },
  {
    label: 'Resend',
    modules: ['resend'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'get|list', effect: 'read' },
      responseRead('Resend'),
      // `emails.send(payload, { idempotencyKey })`, `batch.send(...)`: a stable key makes the retry return the first send.
      { path: '*.*', effect: { reader: 'idempotency-key' } },
    ],
  },
  {
    label: 'SendGrid',
    modules: ['@sendgrid/mail', '@sendgrid/client'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      { path: 'send|sendMultiple', effect: 'write', label: 'email sent' },
      { path: 'request', effect: { reader: 'http-method-option' } },
      { path: 'set*', effect: 'pure', label: 'SendGrid set-up' },
    ],
  },
  {
    label: 'Plaid',
    modules: ['plaid'],
    clientsOnly: true,
    sendsCopies: true,
    // Plaid names its endpoints noun first: `accountsGet`, `transferCreate`, `itemRemove`.
    rules: [
      // A Link token expires by itself within hours; nothing is left for a retry to repeat.
      { path: 'linkTokenCreate', effect: 'pure', label: 'Plaid Link token (expires by itself)' },
      { path: 'transactionsSync|*Get|*GetById|*List|*Search', effect: 'read' },
      { path: '*Create|*Remove|*Update|*Cancel|*Exchange|*Invalidate|*Refresh|*Reset|*Fire|*Simulate', effect: 'write' },
    ],
  },
  {
    // Square's SDK (`square.payments.create`, `loyalty.accounts.accumulatePoints`): every write takes an `idempotencyKey`,
    // and the retry with the same key gets the first result.
    label: 'Square',
    modules: ['square'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // `find` is no Square method: `order?.lineItems?.find(...)` reads what `orders.get` returned.
      { path: 'get|list|search|find|get*|list*|search*|retrieve*|batchGet*|batchRetrieve*|calculate*', effect: 'read' },
      responseRead('Square'),
      { path: '*.*', effect: { reader: 'idempotency-key' } },
    ],
  },
  {
    // Braintree's gateway (`new braintree.BraintreeGateway(...)`): `transaction.sale` charges; a client token expires.
    label: 'Braintree',
    modules: ['braintree'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'find|search|findAll', effect: 'read' },
      { path: 'clientToken.generate', effect: 'pure', label: 'Braintree client token (expires by itself)' },
      { path: ['transaction.sale', 'transaction.credit', 'subscription.retryCharge'], effect: 'write', label: 'Braintree charge' },
      responseRead('Braintree'),
      { path: '*.*', effect: 'write' },
    ],
  },
  {
    // Duffel's flights API: an offer request is a search, an order cancellation (or change request) a quote that books
    // nothing and expires unconfirmed; `confirm` does it. Holding an order holds seats.
    label: 'Duffel',
    modules: ['@duffel/api'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: ['offerRequests.create', 'get|list|listWithGenerator'], effect: 'read' },
      { path: ['orderCancellations.create', 'orderChangeRequests.create'], effect: 'pure', label: 'Duffel quote (nothing changes until it is confirmed)' },
      { path: 'orderCancellations.confirm', effect: 'write', impact: 'destructive' },
      responseRead('Duffel'),
      { path: '*.*', effect: 'write' },
    ],
  },
  {
    label: 'GoCardless',
    modules: ['gocardless-nodejs'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'list|all|find', effect: 'read' },
      responseRead('GoCardless'),
      { path: '*.*', effect: { reader: 'trailing-idempotency-key' } },
    ],
  },
  {
    label: 'Xero',
    modules: ['xero-node'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // Signing in and listing the connected tenants (`updateTenants` reads them) change nothing in Xero.
      { path: 'initialize|getClientCredentialsToken|buildConsentUrl|apiCallback|setTokenSet|readTokenSet|updateTenants|refreshToken|refreshWithRefreshToken|revokeToken', effect: 'pure', label: 'Xero client set-up' },
      { path: 'get*', effect: 'read' },
      responseRead('Xero'),
      { path: '*.*', effect: { reader: 'trailing-idempotency-key' } },
    ],
  },
  {
    label: 'Dropbox Sign',
    modules: ['@dropbox/sign'],
    clientsOnly: true,
    sendsCopies: true,
    // Dropbox Sign (HelloSign) names its operations resource first, as Plaid does: `signatureRequestSend`,
    // `signatureRequestRemind` (an e-mail to the signer), `templateGet`. A cancel or a delete repeated finds it done.
    rules: [
      { path: '*Get|*List|*Files|*FilesAsDataUri|*FilesAsFileUrl|accountVerify', effect: 'read' },
      { path: '*Cancel|*Delete|*RemoveUser', effect: 'write', impact: 'destructive' },
      { path: '*Send|*SendWithTemplate|*BulkSendWithTemplate|*Remind|*Create|*CreateEmbedded|*CreateEmbeddedWithTemplate|*Update|*Release|*AddUser', effect: 'write' },
    ],
  },
  {
    label: 'Chargebee',
    modules: ['chargebee', 'chargebee-typescript'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      // `estimate.*` prices a change without making it; `.request()` sends what the call before it built.
      { path: ['estimate.*', '*.retrieve*|list*'], effect: 'read' },
      { path: '*.create*|update*|cancel*|delete*|remove*|add_*|record_*|collect_*|charge*|void*|refund*|pause*|resume*|reactivate*|change_*|import_*', effect: 'write' },
      { path: 'configure|request', effect: 'pure', label: 'Chargebee set-up' },
    ],
  },
  {
    label: 'Docker',
    modules: ['dockerode'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // A named volume or network is returned again when it exists; without a name each create makes another.
      { path: 'createVolume', effect: { reader: 'document-id' } },
      // Stopping a stopped container and pulling a tag already pulled change nothing.
      { path: 'stop|pull', effect: 'write-idempotent' },
      {
        path: 'createContainer|createNetwork|createImage|createService|createSecret|createConfig|run|buildImage|importImage|prune*|start|restart|kill|remove|pause|unpause|update|rename|commit|exec|putArchive|push|tag',
        effect: 'write',
      },
      { path: 'inspect|logs|stats|top|changes|export|list*|info|version|ping|df|getEvents|history|search|getArchive', effect: 'read' },
      { path: 'getContainer|getImage|getVolume|getNetwork|getService|getExec|modem', effect: 'pure', label: 'Docker handle' },
    ],
  },
  {
    label: 'Vault',
    modules: ['node-vault'],
    clientsOnly: false,
    sendsCopies: true,
    rules: [
      { path: 'read|write', effect: { reader: 'vault-path' } },
      { path: 'list|health|status|tokenLookup*|mounts|auths|audits|policies|getPolicy|initialized', effect: 'read' },
      // A policy is stored whole under its name.
      { path: 'addPolicy', effect: 'write-idempotent' },
      { path: 'delete|tokenCreate*|tokenRevoke*|tokenRenew*|mount|unmount|remount|removePolicy|enableAuth|disableAuth|init|unseal|seal|approleRoleSecretIdCreate|generateDatabaseCredentials', effect: 'write' },
    ],
  },
  {
    label: 'Elasticsearch',
    modules: ['@elastic/elasticsearch', '@opensearch-project/opensearch', 'elasticsearch'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'index', effect: { reader: 'document-id' } },
      { path: ['indices.put*|updateAliases|putAlias', 'putScript|putPipeline', 'ingest.putPipeline'], effect: 'write-idempotent' },
      { path: 'helpers.search|scrollSearch|scrollDocuments', effect: 'read' },
      {
        path: ['search|msearch|searchTemplate|msearchTemplate|count|get|mget|exists|existsSource|getSource|explain|termvectors|mtermvectors|fieldCaps|info|ping|scroll|openPointInTime|knnSearch', 'cat.*', 'cluster.health|stats|state', 'indices.get*|exists*|stats|analyze|validateQuery', 'sql.query|translate', 'esql.query', 'tasks.get|list'],
        effect: 'read',
      },
      { path: 'closePointInTime|clearScroll|close|on', effect: 'pure', label: 'Elasticsearch client handling' },
      { path: ['create|update|delete|bulk|updateByQuery|deleteByQuery|reindex|deleteScript', 'indices.create|delete|close|open|rollover|refresh|flush|forcemerge|clone|split|shrink|deleteAlias', 'tasks.cancel', 'helpers.bulk'], effect: 'write' },
    ],
  },
  {
    label: 'Algolia',
    modules: ['algoliasearch', 'algoliasearch/*', '@algolia/client-search'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'partialUpdateObject|partialUpdateObjects', effect: { reader: 'algolia-operation' } },
      // Objects are stored under their `objectID`: the retry stores the same, unless the id or a value is new each round.
      { path: 'saveObject|saveObjects|addOrUpdateObject|replaceAllObjects|setSettings|saveRule|saveRules|saveSynonym|saveSynonyms|replaceAllRules|replaceAllSynonyms', effect: 'write-idempotent' },
      { path: 'deleteObject|deleteObjects|deleteBy|clearObjects|deleteIndex|clearRules|clearSynonyms|deleteRule|deleteSynonym|batch|multipleBatch|operationIndex|copyIndex|moveIndex', effect: 'write' },
      { path: 'search*|getObject|getObjects|browse*|getSettings|listIndices|getRule|getSynonym|getTask|findObject|findAnswers', effect: 'read' },
      { path: 'initIndex|waitForTask|waitTask|waitForApiKey', effect: 'pure', label: 'Algolia client handling' },
    ],
  },
  {
    label: 'Temporal',
    modules: ['@temporalio/client'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'workflow.start|signalWithStart|execute|executeWithStart|startUpdateWithStart|executeUpdateWithStart', effect: { reader: 'workflow-conflict-policy' } },
      { path: ['signal|cancel|terminate|executeUpdate|startUpdate', 'schedule.create'], effect: 'write' },
      { path: 'query|describe|result|fetchHistory|list|count', effect: 'read' },
      { path: 'getHandle|getWorkflowHandle|connect|close', effect: 'pure', label: 'Temporal client handling' },
    ],
  },
  {
    label: 'Bun',
    // The `Bun` global and the `bun` module (`import { spawn, $ } from 'bun'`).
    globals: ['Bun'],
    modules: ['bun'],
    clientsOnly: false,
    rules: [
      { path: 'spawn|spawnSync', effect: { reader: 'process-command' } },
      { path: '$', effect: 'write', label: 'child process started' },
      // `Bun.write(path, data)` replaces a file's contents, as `writeFile` does: a PUT of the whole file.
      { path: ['write', 'file.write'], effect: 'write-idempotent', label: 'Bun write', impact: 'destructive' },
      { path: 'file.delete|unlink|writer', effect: 'write', impact: 'destructive' },
      { path: 'file.exists|text|json|arrayBuffer|bytes|stream|stat', effect: 'read' },
      { path: 'file', effect: 'pure', label: 'Bun file reference' },
    ],
  },
  {
    label: 'Salesforce',
    modules: ['jsforce', '@jsforce/jsforce-node'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // Upserts by an external id field: the retry finds the record the first round made.
      { path: 'upsert|upsertBulk', effect: 'write-idempotent' },
      { path: ['create|insert|update|destroy|delete|del|createBulk|updateBulk|deleteBulk|destroyBulk', 'bulk.load', 'bulk2.loadAndWaitResults|createJob'], effect: 'write' },
      { path: 'apex.*', effect: { reader: 'http-method-name' } },
      // SOQL and SOSL only read.
      { path: ['query|queryAll|queryMore|search|find|findOne|retrieve|describe*|count|select|identity|limits|recent|listviews', 'bulk|bulk2.query'], effect: 'read' },
      { path: 'sobject|login|logout|authorize|on|limit|sort|skip|offset|include|execute|run', effect: null },
    ],
  },
  {
    label: 'HubSpot',
    modules: ['@hubspot/api-client'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // v4 associations are a PUT of the pair (`/crm/v4/objects/{from}/{id}/associations/default/{to}/{id}`): the retry
      // finds the pair associated already.
      { path: ['associations.v4.basicApi.createDefault|create', 'associations.v4.batchApi.createDefault|create'], effect: 'write-idempotent' },
      { path: '**.upsert', effect: 'write-idempotent' },
      { path: ['**.basicApi.create|update|archive|merge|purge', '**.batchApi.create|update|archive', '**.publicObjectApi.merge|purge', '**.sendEmail', '**.gdprDelete'], effect: 'write' },
      { path: ['**.getById|getPage|getAll|doSearch|read', '**.batchApi.read'], effect: 'read' },
    ],
  },
  {
    label: 'Clerk',
    modules: ['@clerk/backend', '@clerk/clerk-sdk-node', '@clerk/express', '@clerk/fastify', '@clerk/nextjs/server'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // They set a flag on the user or end what is named: banning a banned user, or revoking a revoked session, changes nothing.
      { path: '**.banUser|unbanUser|lockUser|unlockUser|revokeSession|revokeInvitation|revokeOrganizationInvitation', effect: 'write-idempotent' },
      { path: '**.getUser|getUserList|getCount|getOrganization|getOrganizationList|getOrganizationMembershipList|getOrganizationInvitationList|getSession|getSessionList|getInvitationList|getToken|verifyToken|authenticateRequest', effect: 'read' },
      // Invitations e-mail the invitee; the rest create, change or delete users, organizations and memberships.
      { path: '**', effect: { reader: 'verb' } },
    ],
  },
  {
    label: 'ethers',
    modules: ['ethers'],
    clientsOnly: true,
    rules: [
      // Simulations and estimates of a contract call run nothing on chain.
      { path: '**.staticCall|estimateGas|populateTransaction|staticCallResult', effect: 'read' },
      // ERC-20 and ERC-721 `approve` set the allowance (or the approved address) to the value given: the retry sets it again.
      { path: 'Contract.approve|setApprovalForAll', effect: 'write-idempotent' },
      // A signed transaction broadcast again is the same transaction (same hash and nonce): the node drops the duplicate.
      { path: '**.broadcastTransaction', effect: 'write-idempotent' },
      { path: '**.sendTransaction', effect: 'write' },
      {
        path: [
          '**.getBalance|getBlock|getBlockNumber|getCode|getFeeData|getNetwork|getStorage|getTransaction|getTransactionCount|getTransactionReceipt|getLogs|getNonce|getAddress|call|resolveName|lookupAddress|waitForTransaction|wait',
          'Contract.decimals|symbol|name|totalSupply|balanceOf|allowance|owner|ownerOf|tokenURI|getApproved|isApprovedForAll',
        ],
        effect: 'read',
      },
      // Signing is computed with the key at hand: nothing leaves the process.
      { path: '**.signMessage|signTypedData|signTransaction', effect: 'pure' },
      // Any other contract method is named by its ABI: its verb decides (`transfer`, `mint`, `withdraw`).
      { path: '**', effect: { reader: 'verb' } },
    ],
  },
  {
    label: 'Discord',
    modules: ['discord.js', '@discordjs/*'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // The retry gets the DM channel the first round opened, and finds the role, the reaction or the name already there.
      { path: 'createDM|react|setName|setTopic|setNickname', effect: 'write-idempotent' },
      { path: 'roles.add|remove|set', effect: 'write-idempotent' },
      { path: ['send|reply|edit|delete|bulkDelete|crosspost|pin|unpin|kick|ban|unban|timeout|createInvite|setArchived|setLocked', 'threads|channels|roles|emojis|webhooks.create'], effect: 'write' },
      { path: ['fetch|fetch*|resolve|resolveId', 'cache.get|find|filter|has'], effect: 'read' },
      { path: 'login|destroy|on|once|isTextBased|isThread|isDMBased|toJSON|toString|sendTyping', effect: 'pure', label: 'Discord client handling' },
    ],
  },
  {
    label: 'Telegram',
    modules: ['telegraf', 'grammy', 'node-telegram-bot-api'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      // A "typing…" status the client shows for a few seconds: nothing is left behind to repeat.
      { path: 'sendChatAction', effect: 'pure', label: 'Telegram chat action (expires by itself)' },
      { path: 'pinChatMessage|unpinChatMessage|setChatTitle|setChatDescription|setMyCommands|setWebhook|deleteWebhook|setChatPermissions', effect: 'write-idempotent' },
      { path: 'send*|forward*|copy*|edit*|delete*|ban*|unban*|restrict*|promote*|reply*|answer*|createChatInviteLink|stopPoll|leaveChat', effect: 'write' },
      { path: 'get*', effect: 'read' },
      { path: 'launch|stop|use|on|command|start|hears|action|catch|botInfo', effect: 'pure', label: 'Telegram bot set-up' },
    ],
  },
  {
    label: 'Inngest',
    modules: ['inngest'],
    clientsOnly: true,
    sendsCopies: true,
    // `inngest.send({ id, name, data })`: Inngest drops a second event with the same id (for 24 hours).
    rules: [{ path: 'send', effect: { reader: 'document-id' } }],
  },
  {
    label: 'job queue',
    modules: ['bullmq', 'bull', 'bee-queue'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'add', effect: { reader: 'job-id' } },
      // A scheduler is created or replaced by its id.
      { path: 'upsertJobScheduler', effect: 'write-idempotent' },
      {
        path: 'addBulk|save|obliterate|drain|clean|pause|resume|remove|removeJobs|retryJobs|promoteJobs|updateProgress|updateData|moveToCompleted|moveToFailed|removeJobScheduler',
        effect: 'write',
      },
      { path: 'createJob|close|on|once|waitUntilReady|run', effect: null },
      { path: 'get*|count|isPaused|isReady', effect: 'read' },
    ],
  },
  {
    // An object stored under a key replaces what was there: the retry stores the same, unless the key or the body is
    // new on each round (`withPerRoundValues`).
    label: 'MinIO',
    modules: ['minio'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'putObject|fPutObject|copyObject|setObjectTagging|setBucketTagging|setBucketPolicy', effect: 'write-idempotent', label: 'MinIO object stored under its key' },
      { path: 'removeObject|removeObjects|removeBucket', effect: 'write', impact: 'destructive' },
      { path: 'makeBucket', effect: 'write' },
      { path: 'getObject|fGetObject|getPartialObject|statObject|listObjects|listObjectsV2|listBuckets|bucketExists|getBucketPolicy|getObjectTagging|presignedGetObject|presignedPutObject|presignedUrl', effect: 'read' },
    ],
  },
  {
    // Meilisearch: settings updates replace the setting with what they are given; documents are written by their
    // primary key (added again, they replace themselves). Each call enqueues a task the server runs.
    label: 'Meilisearch',
    modules: ['meilisearch'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'search|multiSearch|get*|index|waitForTask|waitForTasks|health|isHealthy', effect: 'read' },
      { path: 'update*|reset*|addDocuments|addDocumentsInBatches|updateDocuments', effect: 'write-idempotent', label: 'Meilisearch setting or documents replaced' },
      { path: 'delete*', effect: 'write', impact: 'destructive' },
      { path: 'createIndex|swapIndexes|createKey|createDump|createSnapshot|cancelTasks', effect: 'write' },
    ],
  },
  {
    // Backblaze B2: signing in and upload URLs are tokens that expire; every upload under a name keeps a new version.
    label: 'Backblaze B2',
    modules: ['backblaze-b2'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'authorize|getUploadUrl|getUploadPartUrl|getDownloadAuthorization', effect: 'pure', label: 'Backblaze B2 sign-in or upload token (expires by itself)' },
      { path: 'list*|get*|downloadFileByName|downloadFileById', effect: 'read' },
      { path: 'deleteFileVersion|deleteBucket|cancelLargeFile|hideFile', effect: 'write', impact: 'destructive' },
      { path: 'uploadFile|uploadPart|startLargeFile|finishLargeFile|copyFile|copyPart|createBucket|updateBucket|createKey', effect: 'write' },
    ],
  },
  {
    label: 'Cassandra',
    modules: ['cassandra-driver'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'execute|eachRow|stream', effect: { reader: 'cql-text' } },
      // A batch of statements does what its writes do, which this does not read one by one.
      { path: 'batch', effect: 'write' },
      { path: ['connect|shutdown|getState', 'metadata.*'], effect: 'pure', label: 'Cassandra client set-up' },
    ],
  },
  {
    // Transactions run what their callback's `tx.run(...)` says, judged where it is written.
    label: 'Neo4j',
    modules: ['neo4j-driver', 'neo4j-driver-lite'],
    clientsOnly: true,
    sendsCopies: true,
    callbackParameters: true,
    rules: [
      { path: 'run|executeQuery', effect: { reader: 'cypher-text' } },
      { path: 'session|executeRead|executeWrite|readTransaction|writeTransaction|beginTransaction|commit|rollback|close|verifyConnectivity|getServerInfo', effect: 'pure', label: 'Neo4j session and transaction control' },
    ],
  },
  {
    label: 'Azure Service Bus',
    modules: ['@azure/service-bus'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'sendMessages|scheduleMessages', effect: 'write', label: 'Service Bus message sent' },
      { path: 'cancelScheduledMessages', effect: 'write', impact: 'destructive' },
      // Settling a message the receiver holds (complete, abandon, defer, dead-letter) acts on a lock the retry no longer has.
      { path: 'completeMessage|abandonMessage|deferMessage|deadLetterMessage|renewMessageLock|subscribe', effect: 'process-state', label: 'Service Bus receiver state' },
      { path: 'receiveMessages|receiveDeferredMessages|peekMessages|getMessageIterator', effect: 'read' },
      { path: 'createSender|createReceiver|createMessageBatch|tryAddMessage|acceptSession|acceptNextSession|close', effect: 'pure', label: 'Service Bus client set-up' },
    ],
  },
  {
    label: 'Kafka',
    modules: ['kafkajs'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'send|sendBatch', effect: 'write', label: 'Kafka message sent' },
      { path: 'subscribe|run', effect: 'process-state', label: 'Kafka consumer started' },
      { path: 'createTopics|deleteTopics|createPartitions|deleteGroups|setOffsets|resetOffsets|alterConfigs|deleteTopicRecords|commitOffsets', effect: 'write' },
      { path: 'listTopics|listGroups|fetchTopicMetadata|fetchOffsets|fetchTopicOffsets|describeGroups|describeCluster|describeConfigs', effect: 'read' },
      { path: ['producer|consumer|admin|logger|connect|disconnect|on', 'events.*'], effect: 'pure', label: 'Kafka client set-up' },
    ],
  },
  {
    label: 'NATS',
    modules: ['nats', '@nats-io/*'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'publish|put|create|delete|purge|update|add', effect: 'write' },
      { path: 'request', effect: 'write', label: 'NATS request sent' },
      { path: 'get|keys|history|info|status|list|names|lister', effect: 'read' },
      { path: 'subscribe|consume|watch', effect: 'process-state', label: 'NATS subscription' },
      { path: ['connect|close|drain|flush|jetstream|jetstreamManager|kv|streams|consumers|closed', 'views.*'], effect: null },
    ],
  },
  {
    label: 'QStash',
    modules: ['@upstash/qstash'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'publish|publishJSON|enqueue|enqueueJSON|batch|batchJSON|create|delete|pause|resume|upsert|cancel', effect: 'write' },
      { path: 'get|list|verify', effect: 'read' },
      { path: 'queue|schedules|messages|dlq|topics|urlGroups', effect: null },
    ],
  },
  {
    label: 'Upstash Vector',
    modules: ['@upstash/vector'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'upsert|update', effect: 'write-idempotent' },
      { path: 'delete|reset|deleteNamespace', effect: 'write', impact: 'destructive' },
      { path: 'query|queryMany|fetch|range|info|listNamespaces', effect: 'read' },
      { path: 'namespace', effect: null },
    ],
  },
  {
    label: 'AMQP',
    modules: ['amqplib', 'amqp-connection-manager'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'sendToQueue|publish|ack|ackAll|nack|nackAll|reject|purgeQueue|deleteQueue|deleteExchange|bindQueue|unbindQueue|bindExchange|unbindExchange', effect: 'write' },
      { path: 'assertQueue|assertExchange', effect: 'write-idempotent' },
      { path: 'checkQueue|checkExchange|get', effect: 'read' },
      { path: 'consume', effect: 'process-state', label: 'AMQP consumer started' },
      { path: 'connect|createChannel|createConfirmChannel|close|on|prefetch', effect: 'pure', label: 'AMQP set-up' },
    ],
  },
  {
    label: 'Pub/Sub',
    modules: ['@google-cloud/pubsub'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'publish|publishMessage|publishJSON|createTopic|createSubscription|delete', effect: 'write' },
      { path: 'get*|exists', effect: 'read' },
      { path: 'topic|subscription', effect: null },
    ],
  },
  {
    label: 'node:fs',
    modules: ['fs', 'node:fs', 'fs-extra', 'graceful-fs'],
    clientsOnly: false,
    rules: [
      {
        // Replace a file's contents whether or not it existed: a PUT of the whole file, so a repeat with the same
        // contents at the same path leaves what the first round left (unless either is new on each round).
        path: 'writeFile*|outputFile*|outputJson*|outputJSON*|writeJson*|writeJSON*',
        effect: 'write-idempotent',
        label: 'node:fs write',
        impact: 'destructive',
      },
      // `createWriteStream` opens with `w` by default; what is written comes later, through the stream.
      { path: 'createWriteStream|ftruncate*', effect: 'write', impact: 'destructive' },
      {
        path: 'appendFile*|mkdtemp*|rm|rmSync|rmdir*|unlink*|rename*|copyFile*|cp|cpSync|symlink*|link|linkSync|truncate*|chmod*|lchmod*|fchmod*|chown*|lchown*|fchown*|utimes*|lutimes*|futimes*|write|writeSync|writev*|ensureFile*|ensureLink*|ensureSymlink*|remove*|emptyDir*|copy|copySync|move*',
        effect: 'write',
      },
      {
        path: 'readFile*|readdir*|readlink*|read|readSync|readv*|stat*|lstat*|fstat*|statfs*|access*|exists*|realpath*|createReadStream|opendir*|readJson*|readJSON*|pathExists*|glob*',
        effect: 'read',
      },
      { path: 'open|openSync', effect: { reader: 'fs-open-flags' } },
      { path: 'mkdir|mkdirSync', effect: { reader: 'fs-mkdir-options' } },
      // fs-extra's `ensureDir`, `mkdirp`, `mkdirs` are `mkdir -p`.
      { path: 'ensureDir*|mkdirp*|mkdirs*', effect: 'write-idempotent', label: 'node:fs directory made if missing' },
      { path: 'watch|watchFile', effect: 'process-state', label: 'file watcher started' },
      { path: 'close|closeSync', effect: 'pure', label: 'file closed' },
    ],
  },
  {
    label: 'node:child_process',
    modules: ['child_process', 'node:child_process', 'execa', 'cross-spawn', 'zx'],
    clientsOnly: false,
    // execa's and zx's `$` run the command their template writes (`` await $`git push` ``).
    rules: [
      { path: 'exec|execSync|execFile|execFileSync|spawn|spawnSync|execa|execaSync|execaCommand|execaCommandSync|default', effect: { reader: 'process-command' } },
      { path: 'fork|execaNode|$', effect: 'write', label: 'child process started' },
    ],
  },
  {
    label: 'OpenAI',
    modules: ['openai'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'completions.create|parse|stream|runTools', effect: 'cost', label: 'OpenAI billable call' },
      { path: 'responses.create|parse|stream', effect: 'cost', label: 'OpenAI billable call' },
      { path: ['embeddings.create', 'moderations.create', 'images.generate|edit|createVariation'], effect: 'cost', label: 'OpenAI billable call' },
      { path: 'audio.*.create', effect: 'cost', label: 'OpenAI billable call' },
      { path: 'webhooks.*', effect: 'pure', label: 'OpenAI helper' },
      { path: 'create*|upload*|update|del|delete|cancel|complete|pause|resume|submitToolOutputs*|poll', effect: 'write' },
      { path: 'list|retrieve*|content|search', effect: 'read' },
    ],
  },
  {
    label: 'Mistral',
    modules: ['@mistralai/mistralai'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: ['chat.complete|stream|parse', 'fim.complete|stream', 'agents.complete|stream', 'embeddings.create', 'ocr.process', 'classifiers.moderate|moderateChat|classify'], effect: 'cost', label: 'Mistral billable call' },
      { path: 'list|get|retrieve|download', effect: 'read' },
      { path: 'create|upload|update|delete|cancel|start|archive|unarchive', effect: 'write' },
    ],
  },
  {
    label: 'Anthropic',
    modules: ['@anthropic-ai/sdk'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'batches.create|cancel|delete', effect: 'write' },
      { path: 'countTokens|list|retrieve*|download|results', effect: 'read' },
      { path: 'messages.create|stream|parse', effect: 'cost', label: 'Anthropic billable call' },
      { path: 'completions.create', effect: 'cost', label: 'Anthropic billable call' },
      { path: 'files.upload|delete', effect: 'write' },
    ],
  },
  {
    label: 'Google GenAI',
    modules: ['@google/genai', '@google/generative-ai'],
    clientsOnly: true,
    sendsCopies: true,
    rules: [
      { path: 'countTokens|get|list', effect: 'read' },
      { path: 'generateContent|generateContentStream|embedContent|batchEmbedContents|generateImages|generateVideos|sendMessage|sendMessageStream', effect: 'cost', label: 'Gemini billable call' },
      { path: ['files.upload|delete', 'caches.create|update|delete'], effect: 'write' },
      { path: ['getGenerativeModel|startChat', 'chats.create'], effect: 'pure', label: 'Gemini set-up' },
    ],
  },
  {
    label: 'AI SDK',
    modules: ['ai'],
    clientsOnly: false,
    rules: [
      {
        path: 'generateText|streamText|generateObject|streamObject|embed|embedMany|generateImage|experimental_generateImage|generateSpeech|experimental_generateSpeech|transcribe|experimental_transcribe',
        effect: 'cost',
        label: 'LLM billable call',
      },
      { path: '**', effect: 'pure', label: 'AI SDK helper' },
    ],
  },
  {
    label: 'logging',
    modules: ['pino', 'pino-*', 'winston', 'bunyan', 'debug', 'loglevel', 'consola', 'log4js', 'tslog', 'signale', 'npmlog', 'roarr', '@logtail/*', '@axiomhq/*'],
    clientsOnly: false,
    rules: [{ path: '**', effect: 'log', label: 'logger call' }],
  },
  {
    label: 'telemetry',
    modules: ['@opentelemetry/*', '@sentry/*', 'prom-client', 'dd-trace', 'hot-shots', 'newrelic', 'posthog-node', '@segment/analytics-node'],
    clientsOnly: false,
    callbackParameters: true,
    rules: [{ path: '**', effect: 'log', label: 'telemetry' }],
  },
  {
    label: 'MCP SDK',
    modules: [...V2_MODULES, ...V1_MODULES, ...PUSH_ONLY_MODULES],
    clientsOnly: false,
    rules: [{ path: '**', effect: 'pure', label: 'MCP SDK helper' }],
  },
  {
    // Operators and creation functions build streams; the calls in their callbacks are judged where they are written.
    // Running a stream (`firstValueFrom(stream)`, `subscribe`) runs what is in it, which may be built anywhere: not known
    // by this call. Without the family, `mergeMap` was a write by the verb "merge".
    label: 'RxJS',
    modules: ['rxjs', 'rxjs/*'],
    clientsOnly: false,
    rules: [
      { path: ['firstValueFrom', 'lastValueFrom', '**.subscribe', '**.forEach', '**.toPromise'], effect: 'unknown', label: 'runs an RxJS stream' },
      { path: '**', effect: 'pure', label: 'RxJS operator' },
    ],
  },
  {
    label: 'pure library',
    modules: [
      'path', 'node:path', 'url', 'node:url', 'util', 'node:util', 'querystring', 'node:querystring', 'os', 'node:os',
      'assert', 'node:assert', 'string_decoder', 'node:string_decoder', 'buffer', 'node:buffer', 'crypto', 'node:crypto',
      'events', 'node:events', 'timers', 'node:timers', 'zod', 'valibot', 'yup', 'joi', 'superstruct', 'arktype',
      '@sinclair/typebox', 'zod-to-json-schema', 'date-fns', 'dayjs', 'moment', 'luxon', 'lodash', 'lodash-es',
      'lodash.*', 'ramda', 'uuid', 'nanoid', 'jsonwebtoken', 'jose', 'effect', 'oauth-1.0a',
    ],
    clientsOnly: false,
    wrapsFunctions: true,
    rules: [{ path: '**', effect: 'pure', label: 'pure library call' }],
  },
];

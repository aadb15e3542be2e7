// What a write does to what was there (`EffectVerdict.impact`): `destructive` (delete, drop, truncate,
// overwrite) or `accumulating` (create, insert, send, charge, append), from catalog data, argument readers or
// the method's verb. tool-annotations-match-behavior compares it with `destructiveHint` and `idempotentHint`.
import { describe, expect, it } from 'vitest';
import type { WriteImpact } from '../../src/effects/index.js';
import { nameImpact } from '../../src/effects/verbs.js';
import { classifyMarked } from './classify-with.js';

type ImpactCase = [name: string, code: string, impact: WriteImpact | undefined];

const pg = `import { Pool } from 'pg'; const pool = new Pool();`;
const redis = `import { createClient } from 'redis'; const redis = createClient();`;
const prisma = `import { PrismaClient } from '@prisma/client'; const prisma = new PrismaClient();`;

const CASES: ImpactCase[] = [
  // Argument readers
  ['SQL DELETE destroys', `${pg} async function h() { await /*@*/pool.query('DELETE FROM orders'); }`, 'destructive'],
  ['SQL DROP destroys', `${pg} async function h() { await /*@*/pool.query('DROP TABLE orders'); }`, 'destructive'],
  ['SQL TRUNCATE destroys', `${pg} async function h() { await /*@*/pool.query('truncate orders'); }`, 'destructive'],
  ['SQL ALTER ... DROP COLUMN destroys', `${pg} async function h() { await /*@*/pool.query('ALTER TABLE t DROP COLUMN c'); }`, 'destructive'],
  ['SQL WITH ... DELETE destroys', `${pg} async function h() { await /*@*/pool.query('WITH x AS (SELECT 1) DELETE FROM t'); }`, 'destructive'],
  ['SQL INSERT accumulates', `${pg} async function h() { await /*@*/pool.query('INSERT INTO t VALUES (1)'); }`, 'accumulating'],
  ['SQL UPDATE changes in place', `${pg} async function h() { await /*@*/pool.query('UPDATE t SET a = 1'); }`, undefined],
  ['SQL ALTER ... ADD changes in place', `${pg} async function h() { await /*@*/pool.query('ALTER TABLE t ADD COLUMN c int'); }`, undefined],
  ['HTTP DELETE destroys', `async function h(u) { await /*@*/fetch(u, { method: 'DELETE' }); }`, 'destructive'],
  ['HTTP POST accumulates', `async function h(u) { await /*@*/fetch(u, { method: 'POST' }); }`, 'accumulating'],
  ['HTTP PATCH changes in place', `async function h(u) { await /*@*/fetch(u, { method: 'PATCH' }); }`, undefined],
  ['AWS DeleteObjectCommand destroys', `import { S3Client, DeleteObjectCommand } from '@aws-sdk/client-s3'; const s3 = new S3Client({}); async function h() { await /*@*/s3.send(new DeleteObjectCommand({})); }`, 'destructive'],
  ['AWS SendMessageCommand accumulates', `import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs'; const q = new SQSClient({}); async function h() { await /*@*/q.send(new SendMessageCommand({})); }`, 'accumulating'],
  ['AWS terminateInstances (v2 style) destroys', `import AWS from 'aws-sdk'; const ec2 = new AWS.EC2(); async function h() { await /*@*/ec2.terminateInstances({}).promise(); }`, 'destructive'],
  ['fs.open with w truncates', `import fs from 'node:fs'; function h(p) { /*@*/fs.openSync(p, 'w'); }`, 'destructive'],
  ['fs.open with a appends', `import fs from 'node:fs'; function h(p) { /*@*/fs.openSync(p, 'a'); }`, 'accumulating'],
  ['Octokit route DELETE destroys', `import { Octokit } from 'octokit'; const gh = new Octokit(); async function h() { await /*@*/gh.request('DELETE /repos/{owner}/{repo}'); }`, 'destructive'],
  ['Octokit verb delete destroys', `import { Octokit } from 'octokit'; const gh = new Octokit(); async function h() { await /*@*/gh.rest.repos.delete({}); }`, 'destructive'],
  ['Stripe del destroys', `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h() { await /*@*/stripe.customers.del('c'); }`, 'destructive'],
  ['Stripe create accumulates', `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h() { await /*@*/stripe.refunds.create({}); }`, 'accumulating'],
  // Catalog data where the name does not tell
  ['fs.writeFile overwrites', `import { writeFile } from 'node:fs/promises'; async function h(p) { await /*@*/writeFile(p, 'x'); }`, 'destructive'],
  ['fs-extra outputJson overwrites', `import fse from 'fs-extra'; async function h(p) { await /*@*/fse.outputJson(p, {}); }`, 'destructive'],
  ['fs.createWriteStream truncates', `import fs from 'node:fs'; function h(p) { /*@*/fs.createWriteStream(p); }`, 'destructive'],
  ['Redis DEL destroys', `${redis} async function h() { await /*@*/redis.del('k'); }`, 'destructive'],
  ['Redis FLUSHALL destroys', `${redis} async function h() { await /*@*/redis.flushAll(); }`, 'destructive'],
  ['Redis LPUSH accumulates', `${redis} async function h() { await /*@*/redis.lPush('q', 'x'); }`, 'accumulating'],
  ['Redis INCRBY accumulates', `${redis} async function h() { await /*@*/redis.incrBy('n', 2); }`, 'accumulating'],
  ['Redis SET changes in place', `${redis} async function h() { await /*@*/redis.set('k', 'v'); }`, undefined],
  // Names of catalog methods
  ['fs.rm destroys', `import fs from 'node:fs/promises'; async function h(p) { await /*@*/fs.rm(p, { recursive: true }); }`, 'destructive'],
  ['fs.unlinkSync destroys', `import fs from 'node:fs'; function h(p) { /*@*/fs.unlinkSync(p); }`, 'destructive'],
  ['fs-extra emptyDir destroys', `import fse from 'fs-extra'; async function h(p) { await /*@*/fse.emptyDir(p); }`, 'destructive'],
  ['fs.appendFile accumulates', `import fs from 'node:fs/promises'; async function h(p) { await /*@*/fs.appendFile(p, 'x'); }`, 'accumulating'],
  ['fs.mkdir changes in place', `import fs from 'node:fs/promises'; async function h(p) { await /*@*/fs.mkdir(p, { recursive: true }); }`, undefined],
  ['Prisma deleteMany destroys', `${prisma} async function h() { await /*@*/prisma.user.deleteMany({}); }`, 'destructive'],
  ['Prisma create accumulates', `${prisma} async function h() { await /*@*/prisma.user.create({ data: {} }); }`, 'accumulating'],
  ['Prisma update changes in place', `${prisma} async function h() { await /*@*/prisma.user.update({ where: {}, data: {} }); }`, undefined],
  ['MongoDB findOneAndDelete destroys', `import { MongoClient } from 'mongodb'; const db = new MongoClient('u').db(); async function h() { await /*@*/db.collection('c').findOneAndDelete({}); }`, 'destructive'],
  ['MongoDB replaceOne overwrites', `import { MongoClient } from 'mongodb'; const db = new MongoClient('u').db(); async function h() { await /*@*/db.collection('c').replaceOne({}, {}); }`, 'destructive'],
  ['Drizzle delete destroys', `import { drizzle } from 'drizzle-orm/node-postgres'; const db = drizzle(); async function h(t) { await /*@*/db.delete(t).where(x); }`, 'destructive'],
  ['Drizzle insert accumulates', `import { drizzle } from 'drizzle-orm/node-postgres'; const db = drizzle(); async function h(t) { await /*@*/db.insert(t).values({}); }`, 'accumulating'],
  ['nodemailer sendMail accumulates', `import nodemailer from 'nodemailer'; const t = nodemailer.createTransport({}); async function h() { await /*@*/t.sendMail({}); }`, 'accumulating'],
  ['BullMQ add accumulates', `import { Queue } from 'bullmq'; const q = new Queue('q'); async function h() { await /*@*/q.add('job', {}); }`, 'accumulating'],
  ['BullMQ obliterate destroys', `import { Queue } from 'bullmq'; const q = new Queue('q'); async function h() { await /*@*/q.obliterate(); }`, 'destructive'],
  // The verb layer
  ['deleteUser() destroys', `async function h(api) { await /*@*/api.deleteUser(1); }`, 'destructive'],
  ['truncateTable() destroys', `async function h(api) { await /*@*/api.truncateTable('t'); }`, 'destructive'],
  ['createOrder() accumulates', `async function h(api) { await /*@*/api.createOrder({}); }`, 'accumulating'],
  ['sendEmail() accumulates', `async function h(api) { await /*@*/api.sendEmail({}); }`, 'accumulating'],
  ['updateProfile() changes in place', `async function h(api) { await /*@*/api.updateProfile({}); }`, undefined],
  ['findOneAndRemove() destroys (the verb after "and")', `async function h(repo) { await /*@*/repo.findOneAndRemove({}); }`, 'destructive'],
  ['getOrCreate() writes at most once (an idempotent write, no impact)', `async function h(repo) { await /*@*/repo.getOrCreate({}); }`, undefined],
];

describe('write impact', () => {
  it.each(CASES)('%s', (_name, code, impact) => {
    expect(classifyMarked(code).impact).toBe(impact);
  });
  it('only writes carry an impact: a read named like a destructive verb has none', () => {
    expect(classifyMarked(`import { MongoClient } from 'mongodb'; const db = new MongoClient('u').db(); async function h() { await /*@*/db.collection('c').find({}); }`).impact).toBeUndefined();
  });
  it('reads impacts from names: the verb after "and" writes, "or" writes at most once', () => {
    expect([nameImpact('deleteMany'), nameImpact('createAndSend'), nameImpact('getOrCreate'), nameImpact('rmSync'), nameImpact('setTitle')]).toEqual([
      'destructive',
      'accumulating',
      undefined,
      'destructive',
      undefined,
    ]);
  });
});

/**
 * The built site in Debian's Chromium (playwright-core drives it; no browser is downloaded): the playground
 * opened from a link lints in the page, shows the core rule's report, and applies its suggestion; a rule page
 * renders and its example opens in the playground. The site is built into a temporary folder first and served
 * from 127.0.0.1; every other request fails the test, so the pages need no network.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromFragment, toFragment } from '../../site/playground/fragment.js';
import { serveStatic, type StaticServer } from './static-server.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CORE_RULE = 'mcp/no-side-effect-before-input-required';

// A charge before a question: round 1 charges, the client answers, round 2 charges again.
const CHARGE_BEFORE_QUESTION = `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
import * as z from 'zod';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');
const server = new McpServer({ name: 'shop', version: '1.0.0' });
const Confirm = z.object({ confirm: z.boolean() });

server.registerTool('refund', { inputSchema: z.object({ charge: z.string() }) }, async ({ charge }, ctx) => {
  await stripe.refunds.create({ charge });
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
  if (!answer?.confirm) {
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Refund?', requestedSchema: Confirm }) } });
  }
  return { content: [{ type: 'text', text: 'Refunded' }] };
});
`;

let dir: string;
let site: StaticServer;
let context: BrowserContext;
const offline: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH).`);
  dir = await mkdtemp(join(tmpdir(), 'mcp-site-'));
  await promisify(execFile)(process.execPath, ['scripts/build-site.mjs', join(dir, 'site')], { cwd: join(import.meta.dirname, '../..') });
  site = await serveStatic(join(dir, 'site'));
  context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  await context.route('**/*', (route) => {
    if (route.request().url().startsWith(site.url)) return route.continue();
    offline.push(route.request().url());
    return route.abort();
  });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${site.url}/${path}`);
  return page;
}

describe('the playground', () => {
  it('shows the core rule report for code in the fragment, and applying its suggestion removes it', async () => {
    const page = await open(`playground/index.html${toFragment({ code: CHARGE_BEFORE_QUESTION, config: 'recommended', protocol: 'auto' })}`);
    const report = page.locator(`#reports [data-rule-id="${CORE_RULE}"]`);
    await expect.poll(() => report.count(), { timeout: 20_000 }).toBe(1);
    // The message's `code` spans are shown as <code>.
    expect(await report.locator('.message').textContent()).toMatch(/^stripe\.refunds\.create\(\) \(Stripe write\) runs before the input_required return on line 13\./u);
    expect(await report.locator('.message code').first().textContent()).toBe('stripe.refunds.create()');
    expect(await report.locator('.position').textContent()).toBe('10:9');
    // Inline too: CodeMirror underlines the call, and its tooltip names the rule.
    await expect.poll(() => page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);
    await page.locator('.cm-lintRange-error').first().hover();
    await expect.poll(() => page.locator(`.cm-tooltip-lint [data-rule-id="${CORE_RULE}"]`).count()).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('.cm-tooltip-lint').count()).toBe(0);

    await report.locator('button.suggestion', { hasText: 'Move this statement below the question' }).click();
    await expect.poll(() => report.count(), { timeout: 20_000 }).toBe(0);
    expect(await page.locator('#summary').textContent()).toBe('No reports.');
    // The fragment follows the edit, so the address is a link to the fixed code.
    const fixed = fromFragment(new URL(page.url()).hash, '').code;
    expect(fixed.indexOf('await stripe.refunds.create')).toBeGreaterThan(fixed.indexOf('if (!answer?.confirm)'));
    expect(await page.locator('.cm-content').innerText()).toContain(fixed.split('\n')[9]);
    await page.close();
  });

  it('applies the protocol revision selector as settings.mcp.protocol', async () => {
    // Push-style elicitation in a file that names no SDK: reported only once the revision says 2026-07-28.
    const code = 'export async function handler(args: unknown, ctx: any) {\n  return ctx.mcpReq.elicitInput({ message: "Name?", requestedSchema: {} });\n}\n';
    const page = await open(`playground/index.html${toFragment({ code, config: 'recommended', protocol: '2026-07-28' })}`);
    await expect.poll(() => page.locator('#reports [data-rule-id="mcp/no-push-style-input-request"]').count(), { timeout: 20_000 }).toBe(1);
    await page.selectOption('#protocol', '2025-11-25');
    await expect.poll(() => page.locator('#reports [data-rule-id]').count()).toBe(0);
    expect(new URL(page.url()).hash).toContain('protocol=2025-11-25');
    await page.close();
  });
});

describe('the rule pages', () => {
  it('render the doc with its examples, each opening in the playground with its report', async () => {
    const page = await open('rules/no-side-effect-before-input-required.html');
    expect(await page.locator('h1').textContent()).toBe('no-side-effect-before-input-required');
    expect(await page.locator('#examples').count()).toBe(1);
    const first = page.locator('a.open-in-playground').first();
    await first.click();
    await page.waitForURL(/playground\/index\.html#code=/u);
    await expect.poll(() => page.locator(`#reports [data-rule-id="${CORE_RULE}"]`).count(), { timeout: 20_000 }).toBe(1);
    await page.close();
  });

  it('link the README sections and the rule list', async () => {
    const page = await open('index.html');
    expect(await page.locator('#configs').count()).toBe(1);
    await page.locator('a[href="./rules/no-misused-request-state.html"]').first().click();
    expect(await page.locator('h1').textContent()).toBe('no-misused-request-state');
    await page.close();
  });
});

afterAll(() => {
  expect(offline, 'requests that left 127.0.0.1').toEqual([]);
  expect(pageErrors, 'errors thrown in the pages').toEqual([]);
});

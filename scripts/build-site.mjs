#!/usr/bin/env node
// `npm run build:site [out]`: the static site, into site-dist/ (or `out`), with no network.
// - index.html: the README; rules/<rule>.html: docs/rules/<rule>.md, each ts/js example with a link that opens
//   it in the playground; rules/index.html: the list;
// - playground/: site/playground bundled with esbuild, ESLint's `Linter` and the plugin from src/ included.
// Every page is plain HTML over relative links, so any static server (or none: file://) serves it.
import { Buffer } from 'node:buffer';
import { builtinModules } from 'node:module';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { URLSearchParams, fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Marked } from 'marked';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(root, process.argv[2] ?? 'site-dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const repositoryUrl = pkg.repository.url.replace(/^git\+/u, '').replace(/\.git$/u, '');
const ruleNames = readdirSync(path.join(root, 'docs/rules'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -'.md'.length))
  .sort();
const LINTED_LANGUAGES = new Set(['ts', 'typescript', 'js', 'javascript']);

/** The playground's fragment for `code` in its default config: site/playground/fragment.ts writes the same. */
function playgroundFragment(code, config) {
  const params = new URLSearchParams({ code: Buffer.from(code, 'utf8').toString('base64url') });
  if (config !== 'recommended') params.set('config', config);
  return `#${params}`;
}

function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** GitHub's heading anchors, so README links such as `#configs` keep working on the site. */
function slugger() {
  const seen = new Map();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/<[^>]*>/gu, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/gu, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** Where a repository-relative path lives on the site, relative to the site's root; null when it is not a page. */
function sitePath(repoPath) {
  if (repoPath === 'README.md') return 'index.html';
  const rule = /^docs\/rules\/([\w-]+)\.md$/u.exec(repoPath);
  return rule ? `rules/${rule[1]}.html` : null;
}

/** Renders one markdown file of the repository (`source`, repository-relative) for a page at `pagePath`. */
function renderMarkdown(source, pagePath, { playgroundConfig } = {}) {
  const toRoot = path.posix.relative(path.posix.dirname(pagePath), '.') || '.';
  const slug = slugger();
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type !== 'link' && token.type !== 'image') return;
      const href = token.href;
      if (/^(?:[a-z]+:|#)/iu.test(href)) return;
      const [target, anchor] = href.split('#');
      const repoPath = path.posix.normalize(path.posix.join(path.posix.dirname(source), target));
      const page = sitePath(repoPath);
      const hash = anchor === undefined ? '' : `#${anchor}`;
      token.href = page ? `${toRoot}/${page}${hash}` : `${repositoryUrl}/blob/main/${repoPath}${hash}`;
    },
    renderer: {
      heading({ tokens, depth, text }) {
        const id = slug(text.replaceAll('`', ''));
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      code({ text, lang }) {
        const language = (lang ?? '').split(/\s/u)[0];
        const block = `<pre><code class="language-${escapeHtml(language)}">${escapeHtml(text)}</code></pre>\n`;
        if (!playgroundConfig || !LINTED_LANGUAGES.has(language)) return block;
        const href = `${toRoot}/playground/index.html${playgroundFragment(text, playgroundConfig)}`;
        return `${block}<a class="open-in-playground" href="${escapeHtml(href)}">Open in the playground</a>\n`;
      },
    },
  });
  return marked.parse(readFileSync(path.join(root, source), 'utf8'));
}

function page({ title, pagePath, body, bodyClass = '' }) {
  const toRoot = path.posix.relative(path.posix.dirname(pagePath), '.') || '.';
  const nav = `<header class="site"><a class="name" href="${toRoot}/index.html">${pkg.name}</a> <nav><a href="${toRoot}/rules/index.html">Rules</a><a href="${toRoot}/playground/index.html">Playground</a><a href="${repositoryUrl}">Source</a></nav></header>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${toRoot}/style.css">
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>
${nav}
<main class="page">
${body}</main>
</body>
</html>
`;
  const file = path.join(out, pagePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** The doc's first sentence after the generated header: the rule's description. */
function ruleSummary(markdown) {
  const afterHeader = markdown.split('<!-- end auto-generated rule header -->')[1] ?? '';
  return afterHeader.trim().split(/\n\s*\n/u)[0]?.replace(/\s+/gu, ' ') ?? '';
}

function writePages() {
  page({ title: pkg.name, pagePath: 'index.html', body: renderMarkdown('README.md', 'index.html') });
  const rows = [];
  for (const name of ruleNames) {
    const source = `docs/rules/${name}.md`;
    const markdown = readFileSync(path.join(root, source), 'utf8');
    // The generated header names the configs: examples of strict-only rules open with the strict config.
    const header = markdown.split('<!-- end auto-generated rule header -->')[0] ?? '';
    const playgroundConfig = header.includes('`recommended`') ? 'recommended' : 'strict';
    const pagePath = `rules/${name}.html`;
    page({ title: `${name} · ${pkg.name}`, pagePath, body: renderMarkdown(source, pagePath, { playgroundConfig }) });
    const summary = new Marked().parseInline(ruleSummary(markdown));
    rows.push(`<tr><td><a href="${name}.html"><code>mcp/${name}</code></a></td><td>${summary}</td></tr>`);
  }
  page({
    title: `Rules · ${pkg.name}`,
    pagePath: 'rules/index.html',
    body: `<h1>Rules</h1>\n<table><thead><tr><th>Rule</th><th>What it reports</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>\n`,
  });
  cpSync(path.join(root, 'site/style.css'), path.join(out, 'style.css'));
}

const shims = path.join(root, 'site/shims');
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/**
 * What the browser bundle takes instead of Node-only modules (site/shims explains each): ESLint's Node API,
 * `node:path`, the other built-ins, TypeScript through `createRequire`, the package.json read from disk.
 */
const browserShims = {
  name: 'browser-shims',
  setup(builder) {
    // esbuild's filters are Go regular expressions: no flags.
    builder.onResolve({ filter: /^eslint$/ }, () => ({ path: path.join(shims, 'eslint.ts') }));
    builder.onResolve({ filter: /^eslint\/use-at-your-own-risk$/ }, () => ({ path: path.join(shims, 'eslint-unsupported.ts') }));
    builder.onResolve({ filter: /^(?:node:)?path(?:\/posix)?$/ }, () => ({ path: path.join(shims, 'path.ts') }));
    builder.onResolve({ filter: /^[\w:/]+$/ }, (args) => (NODE_BUILTINS.has(args.path) ? { path: path.join(shims, 'node-empty.ts') } : undefined));
    builder.onResolve({ filter: /\/(?:typescript|package-meta)\.js$/ }, (args) => {
      const resolved = path.resolve(args.resolveDir, args.path);
      if (resolved === path.join(root, 'src/types/typescript.js')) return { path: path.join(shims, 'typescript.ts') };
      if (resolved === path.join(root, 'src/package-meta.js')) return { path: 'package-meta', namespace: 'package-meta' };
      return undefined;
    });
    builder.onLoad({ filter: /.*/, namespace: 'package-meta' }, () => ({
      contents: `export const packageMeta = ${JSON.stringify({ name: pkg.name, version: pkg.version })};`,
      loader: 'js',
    }));
  },
};

async function bundlePlayground() {
  const dir = path.join(out, 'playground');
  mkdirSync(dir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['site/playground/main.ts'],
    outfile: path.join(dir, 'playground.js'),
    bundle: true,
    // A classic script, not a module: browsers load it from file:// too.
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'linked',
    inject: [path.join(shims, 'process.ts')],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [browserShims],
    logLevel: 'warning',
    metafile: true,
  });
  const html = readFileSync(path.join(root, 'site/playground/index.html'), 'utf8').replace(
    '<!--nav-->',
    `<header class="site"><a class="name" href="../index.html">${pkg.name}</a> <nav><a href="../rules/index.html">Rules</a><a href="index.html">Playground</a><span class="version">${pkg.version}</span></nav></header>`,
  );
  writeFileSync(path.join(dir, 'index.html'), html);
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}

const started = performance.now();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writePages();
const bytes = await bundlePlayground();
console.log(
  `Site written to ${path.relative(root, out) || '.'}/ (${ruleNames.length} rule pages, playground ${(bytes / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

/**
 * `node:path` for the browser bundle, POSIX only: typescript-estree picks the script kind by extension and
 * resolves the file name of the playground's one file. Paths there are always absolute ('/server.ts').
 */
export const sep = '/';
export const delimiter = ':';

function segments(path: string): string[] {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

export function isAbsolute(path: string): boolean {
  return path.startsWith('/');
}

export function normalize(path: string): string {
  const joined = segments(path).join('/');
  return isAbsolute(path) ? `/${joined}` : joined || '.';
}

export function join(...paths: string[]): string {
  return normalize(paths.filter((path) => path !== '').join('/'));
}

export function resolve(...paths: string[]): string {
  let resolved = '';
  for (const path of paths) resolved = isAbsolute(path) ? path : `${resolved}/${path}`;
  return `/${segments(resolved).join('/')}`;
}

export function relative(from: string, to: string): string {
  const source = segments(resolve(from));
  const target = segments(resolve(to));
  let common = 0;
  while (common < source.length && source[common] === target[common]) common++;
  return [...source.slice(common).map(() => '..'), ...target.slice(common)].join('/');
}

export function dirname(path: string): string {
  const parts = segments(path);
  parts.pop();
  return (isAbsolute(path) ? '/' : '') + (parts.join('/') || (isAbsolute(path) ? '' : '.'));
}

export function basename(path: string, suffix?: string): string {
  const base = segments(path).pop() ?? '';
  return suffix !== undefined && base.endsWith(suffix) && base !== suffix ? base.slice(0, -suffix.length) : base;
}

export function extname(path: string): string {
  const base = basename(path);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot);
}

export function toNamespacedPath(path: string): string {
  return path;
}

const posix = { sep, delimiter, isAbsolute, normalize, join, resolve, relative, dirname, basename, extname, toNamespacedPath };
export { posix };
export default { ...posix, posix };

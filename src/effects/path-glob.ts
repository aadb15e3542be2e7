/**
 * Globs over dotted member paths (`charges.create`, `vectorStores.*.create`, `**.list*`), shared by the
 * catalog and by user settings: `*` matches any characters within one segment, `a|b` offers alternatives
 * for one segment, a `**` segment matches any number of whole segments (none included).
 */

type SegmentMatcher = '**' | RegExp;

export interface PathGlob {
  readonly segments: readonly SegmentMatcher[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `*` matches any run of characters; everything else is literal. */
function wildcardSource(pattern: string): string {
  return pattern.split('*').map(escapeRegExp).join('.*');
}

export interface PathGlobOptions {
  /** false: the pattern may match the tail of a longer path (catalog entries name the end of the path). */
  anchored: boolean;
  ignoreCase?: boolean;
}

export function compilePathGlob(pattern: string, options: PathGlobOptions): PathGlob {
  const flags = options.ignoreCase ? 'i' : '';
  const segments: SegmentMatcher[] = options.anchored ? [] : ['**'];
  for (const segment of pattern.split('.')) {
    if (segment === '**') segments.push('**');
    else segments.push(new RegExp(`^(?:${segment.split('|').map(wildcardSource).join('|')})$`, flags));
  }
  return { segments };
}

function matchFrom(segments: readonly SegmentMatcher[], s: number, path: readonly string[], p: number): boolean {
  const matcher = segments[s];
  if (matcher === undefined) return p === path.length;
  if (matcher === '**') {
    for (let skip = p; skip <= path.length; skip += 1) if (matchFrom(segments, s + 1, path, skip)) return true;
    return false;
  }
  const name = path[p];
  return name !== undefined && matcher.test(name) && matchFrom(segments, s + 1, path, p + 1);
}

export function matchesPathGlob(glob: PathGlob, path: readonly string[]): boolean {
  return matchFrom(glob.segments, 0, path, 0);
}

/** A module specifier glob (`stripe`, `@aws-sdk/*`): `*` matches anything, and a subpath of a match counts. */
export function compileModuleGlob(pattern: string): RegExp {
  return new RegExp(`^${wildcardSource(pattern)}(?:/.*)?$`);
}

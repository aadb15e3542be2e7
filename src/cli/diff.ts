/**
 * Unified diff of two texts, line by line (Myers' O(ND) algorithm). Suggestions move a few statements, so the
 * edit distance D is small; the common head and tail are stripped first so the work is proportional to the
 * changed region, not the file.
 */

type Edit = { op: ' ' | '-' | '+'; line: string };

const CONTEXT = 3;

/** Lines with their terminators, so a missing final newline is a difference like any other. */
function splitLines(text: string): string[] {
  return text === '' ? [] : text.split(/(?<=\n)/u);
}

/** The shortest edit script turning `a` into `b`. */
function diffLines(a: string[], b: string[]): Edit[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
    tail++;
  }
  const oldMid = a.slice(head, a.length - tail);
  const newMid = b.slice(head, b.length - tail);
  return [
    ...a.slice(0, head).map((line): Edit => ({ op: ' ', line })),
    ...myers(oldMid, newMid),
    ...a.slice(a.length - tail).map((line): Edit => ({ op: ' ', line })),
  ];
}

function myers(a: string[], b: string[]): Edit[] {
  const n = a.length;
  const m = b.length;
  const offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  // v before each round d, for the walk back.
  const trace: Int32Array[] = [];
  const takesInsertion = (row: Int32Array, k: number, d: number): boolean =>
    k === -d || (k !== d && row[offset + k - 1]! < row[offset + k + 1]!);

  search: for (let d = 0; d <= n + m; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = takesInsertion(v, k, d) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) break search;
    }
  }

  const reversed: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const row = trace[d]!;
    const k = x - y;
    const prevK = takesInsertion(row, k, d) ? k + 1 : k - 1;
    const prevX = row[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      reversed.push({ op: ' ', line: a[--x]! });
      y--;
    }
    if (d === 0) break;
    if (x === prevX) reversed.push({ op: '+', line: b[--y]! });
    else reversed.push({ op: '-', line: a[--x]! });
  }
  return reversed.reverse();
}

function printLine(op: string, line: string): string {
  return line.endsWith('\n') ? `${op}${line}` : `${op}${line}\n\\ No newline at end of file\n`;
}

/** `git apply`-compatible unified diff of one file; empty when the texts are equal. */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const edits = diffLines(splitLines(before), splitLines(after));
  const changed = edits.flatMap((edit, index) => (edit.op === ' ' ? [] : [index]));

  // Group changes whose context windows touch into one hunk.
  const hunks: Array<[number, number]> = [];
  for (const index of changed) {
    const last = hunks.at(-1);
    if (last && index - last[1] <= 2 * CONTEXT + 1) last[1] = index;
    else hunks.push([index, index]);
  }

  let out = `--- a/${path}\n+++ b/${path}\n`;
  // Line numbers (0-based) reached in each text before edits[i].
  let edit = 0;
  let oldLine = 0;
  let newLine = 0;
  for (const [first, last] of hunks) {
    const start = Math.max(0, first - CONTEXT);
    const end = Math.min(edits.length - 1, last + CONTEXT);
    for (; edit < start; edit++) {
      if (edits[edit]!.op !== '+') oldLine++;
      if (edits[edit]!.op !== '-') newLine++;
    }
    const body = edits.slice(start, end + 1);
    const oldCount = body.filter((e) => e.op !== '+').length;
    const newCount = body.filter((e) => e.op !== '-').length;
    // A hunk with no lines on one side names the line before it (0 at the top), as diff(1) does.
    const oldStart = oldCount === 0 ? oldLine : oldLine + 1;
    const newStart = newCount === 0 ? newLine : newLine + 1;
    out += `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n`;
    out += body.map((e) => printLine(e.op, e.line)).join('');
    for (; edit <= end; edit++) {
      if (edits[edit]!.op !== '+') oldLine++;
      if (edits[edit]!.op !== '-') newLine++;
    }
  }
  return out;
}

// How the bench scripts print: numbers, percentages, verdicts and aligned tables.

export const fmt = (n, digits = 0) => n.toFixed(digits);
export const pct = (ratio) => `${ratio >= 1 ? '+' : ''}${fmt((ratio - 1) * 100, 1)}%`;
export const verdict = (ok) => (ok ? 'ok' : 'MISSED');

/** Prints rows under a header, the first column left-aligned and the others right-aligned. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log();
}

/** Prints a table as Markdown (bench/RESULTS.md keeps them as printed): a header, its rule, then the lines. */
export function printTable(header, lines) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const row = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(row(line));
}

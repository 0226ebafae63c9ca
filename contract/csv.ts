// CSV files people open in a spreadsheet (the check-in export on the server, the statistics tables in
// the app): the same quoting and the same guard on both sides.

export type CsvValue = string | number;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * text that a spreadsheet would read as a formula (= + - @, or a tab or carriage return before
 * one) is prefixed with ' first (CSV injection). Numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file's text: a UTF-8 BOM (Excel then reads Chinese names), CRLF after every line. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

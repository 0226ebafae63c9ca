// Drawing helpers for posters drawn on a 2D canvas on the client (the badge share poster, the
// invitation poster): text wrapped to a width, CJK-aware, and a QR code's modules. Pure functions
// of a context, so tests hand them a stub and read the calls.

/** The QR code's modules, as the qrcode package's create() gives them. */
export type QrModules = { size: number; get(row: number, col: number): number };

/** A font stack with CJK faces, so Chinese and Japanese names draw in a fitting face. */
export const POSTER_FONT = '-apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif';

// Characters that may break anywhere: CJK ideographs, kana, Hangul, and full-width forms and punctuation.
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/;
// Closing punctuation never starts a line (kinsoku): it stays with the character before it.
const NO_LINE_START = /^[、。，．,.!?！？：；:;）)」』】〕》〉’”・ー]/;
const ELLIPSIS = '…';

/**
 * Splits text into the units a line may break between: each CJK character alone, each run of
 * other characters (a word) with the spaces after it kept on it.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let word = '';
  for (const ch of Array.from(text)) {
    if (CJK.test(ch)) {
      if (word) units.push(word);
      word = '';
      if (NO_LINE_START.test(ch) && units.length) units[units.length - 1] += ch;
      else units.push(ch);
    } else if (/\s/.test(ch)) {
      word += ch;
      units.push(word);
      word = '';
    } else {
      if (word === '' && NO_LINE_START.test(ch) && units.length && !/\s$/.test(units[units.length - 1]!)) {
        units[units.length - 1] += ch;
        continue;
      }
      word += ch;
    }
  }
  if (word) units.push(word);
  return units;
}

/**
 * Lays `text` out in lines no wider than `maxWidth` as `measure` says, at most `maxLines` of them;
 * what does not fit ends the last line with an ellipsis. CJK text breaks between any two characters
 * (not before closing punctuation), other text between words; a word wider than a line is cut.
 */
export function wrapText(measure: (text: string) => number, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const units = breakUnits(text.trim().replace(/\s+/g, ' '));
  for (let i = 0; i < units.length; i += 1) {
    const unit = units[i]!;
    if (measure((line + unit).trimEnd()) <= maxWidth) {
      line += unit;
      continue;
    }
    if (line) {
      lines.push(line.trimEnd());
      line = '';
    }
    // A unit wider than a whole line (a long word or URL) is cut by characters.
    let rest = unit;
    while (measure(rest.trimEnd()) > maxWidth) {
      let cut = 1;
      const chars = Array.from(rest);
      while (cut < chars.length && measure(chars.slice(0, cut + 1).join('')) <= maxWidth) cut += 1;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    line = rest;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && measure(last + ELLIPSIS) > maxWidth) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = last.trimEnd() + ELLIPSIS;
  return kept;
}

/** The side drawQrModules draws a QR code at within `side`: whole pixels per module, quiet zone included. */
export function qrDrawnSide(qr: QrModules, side: number): number {
  return Math.floor(side / (qr.size + 2)) * (qr.size + 2);
}

/**
 * Draws a QR code black on white, with a quiet zone of one module, centred at `centreX` from `top`,
 * as large as fits `side`. Returns the side drawn.
 */
export function drawQrModules(ctx: CanvasRenderingContext2D, qr: QrModules, centreX: number, top: number, side: number): number {
  const cell = Math.floor(side / (qr.size + 2));
  const drawn = qrDrawnSide(qr, side);
  const left = Math.round(centreX - drawn / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left, top, drawn, drawn);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < qr.size; row += 1) {
    for (let col = 0; col < qr.size; col += 1) {
      if (qr.get(row, col)) ctx.fillRect(left + (col + 1) * cell, top + (row + 1) * cell, cell, cell);
    }
  }
  return drawn;
}

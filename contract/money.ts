/**
 * Exact decimal arithmetic on decimal strings (§9: money never passes through a float).
 *
 * BigInt is missing on iOS 12 webviews (Safari 14 added it), so values are kept
 * as a digit string plus a scale: `{ digits: '1234', scale: 2 }` is 12.34.
 * Amounts in the app are short, so schoolbook digit loops are plenty fast.
 */

/** What callers may pass: a decimal string from the wire or a JS number (converted via its shortest string). */
export type Amount = string | number;

interface Decimal {
  neg: boolean;
  /** Magnitude digits without leading zeros ('0' for zero). */
  digits: string;
  /** Number of those digits that sit after the decimal point. */
  scale: number;
}

// Exponents beyond this are certainly not money and would only build huge strings.
const MAX_EXPONENT = 400;
const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function stripLeadingZeros(s: string): string {
  return s.replace(/^0+(?=\d)/, '');
}

function zeros(n: number): string {
  return n > 0 ? '0'.repeat(n) : '';
}

function parse(value: Amount): Decimal | null {
  if (typeof value === 'number' && !isFinite(value)) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const m = DECIMAL_PATTERN.exec(String(value).trim());
  if (!m) return null;
  const intPart = m[2] || '';
  const fracPart = m[3] || '';
  if (!intPart && !fracPart) return null;
  const exponent = m[4] ? parseInt(m[4], 10) : 0;
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  let digits = intPart + fracPart;
  let scale = fracPart.length - exponent;
  if (scale < 0) {
    digits += zeros(-scale);
    scale = 0;
  }
  digits = stripLeadingZeros(digits);
  return { neg: m[1] === '-' && !/^0+$/.test(digits), digits, scale };
}

function parseOrThrow(value: Amount): Decimal {
  const d = parse(value);
  if (!d) throw new TypeError(`Not a decimal amount: ${String(value)}`);
  return d;
}

function isZeroDigits(digits: string): boolean {
  return /^0+$/.test(digits);
}

function make(neg: boolean, digits: string, scale: number): Decimal {
  const clean = stripLeadingZeros(digits);
  return { neg: neg && !isZeroDigits(clean), digits: clean, scale };
}

function toString(d: Decimal): string {
  let digits = d.digits;
  if (digits.length <= d.scale) digits = zeros(d.scale - digits.length + 1) + digits;
  const intPart = digits.slice(0, digits.length - d.scale);
  const fracPart = digits.slice(digits.length - d.scale).replace(/0+$/, '');
  const sign = d.neg && !isZeroDigits(digits) ? '-' : '';
  return sign + intPart + (fracPart ? '.' + fracPart : '');
}

// --- magnitude helpers on digit strings without leading zeros ---

function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function addDigits(a: string, b: string): string {
  let out = '';
  let carry = 0;
  for (let i = a.length - 1, j = b.length - 1; i >= 0 || j >= 0 || carry; i--, j--) {
    const sum = (i >= 0 ? +a[i] : 0) + (j >= 0 ? +b[j] : 0) + carry;
    out = (sum % 10) + out;
    carry = sum >= 10 ? 1 : 0;
  }
  return stripLeadingZeros(out || '0');
}

/** a − b for a ≥ b. */
function subDigits(a: string, b: string): string {
  let out = '';
  let borrow = 0;
  for (let i = a.length - 1, j = b.length - 1; i >= 0; i--, j--) {
    let diff = +a[i] - (j >= 0 ? +b[j] : 0) - borrow;
    borrow = diff < 0 ? 1 : 0;
    if (diff < 0) diff += 10;
    out = diff + out;
  }
  return stripLeadingZeros(out);
}

function mulDigits(a: string, b: string): string {
  const res: number[] = [];
  for (let k = 0; k < a.length + b.length; k++) res.push(0);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const sum = res[i + j + 1] + +a[i] * +b[j];
      res[i + j + 1] = sum % 10;
      res[i + j] += Math.floor(sum / 10);
    }
  }
  return stripLeadingZeros(res.join(''));
}

/** Long division of digit strings: floor(a / b) and the remainder, b > 0. */
function divDigits(a: string, b: string): { quotient: string; remainder: string } {
  let quotient = '';
  let remainder = '0';
  for (let i = 0; i < a.length; i++) {
    remainder = stripLeadingZeros(remainder + a[i]);
    let q = 0;
    while (compareDigits(remainder, b) >= 0) {
      remainder = subDigits(remainder, b);
      q++;
    }
    quotient += q;
  }
  return { quotient: stripLeadingZeros(quotient || '0'), remainder };
}

/** Both magnitudes brought to the same scale. */
function align(a: Decimal, b: Decimal): [string, string, number] {
  const scale = Math.max(a.scale, b.scale);
  return [
    stripLeadingZeros(a.digits + zeros(scale - a.scale)),
    stripLeadingZeros(b.digits + zeros(scale - b.scale)),
    scale,
  ];
}

function addDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  if (a.neg === b.neg) return make(a.neg, addDigits(x, y), scale);
  const cmp = compareDigits(x, y);
  if (cmp === 0) return make(false, '0', scale);
  return cmp > 0 ? make(a.neg, subDigits(x, y), scale) : make(b.neg, subDigits(y, x), scale);
}

function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  const aZero = isZeroDigits(x);
  const bZero = isZeroDigits(y);
  const aNeg = a.neg && !aZero;
  const bNeg = b.neg && !bZero;
  if (aNeg !== bNeg) return aNeg ? -1 : 1;
  const cmp = compareDigits(x, y);
  const signed = aNeg ? -cmp : cmp;
  return signed < 0 ? -1 : signed > 0 ? 1 : 0;
}

/** Rounds half-up, i.e. a half goes away from zero (1.005 → 1.01, −1.005 → −1.01). */
function roundDecimal(d: Decimal, decimals: number): Decimal {
  if (d.scale <= decimals) return d;
  const cut = d.scale - decimals;
  const digits = d.digits.length <= cut ? zeros(cut - d.digits.length + 1) + d.digits : d.digits;
  const kept = digits.slice(0, digits.length - cut);
  const roundUp = +digits[digits.length - cut] >= 5;
  return make(d.neg, roundUp ? addDigits(stripLeadingZeros(kept), '1') : kept, decimals);
}

function checkDecimals(decimals: number): void {
  if (!(decimals >= 0) || Math.floor(decimals) !== decimals) {
    throw new RangeError(`Decimals must be a non-negative integer: ${decimals}`);
  }
}

// --- public API: strings in, canonical strings out ("1.50" → "1.5", "-0" → "0") ---

/** True when the value parses as a decimal number (sign, fraction and exponent allowed). */
export function isDecimal(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && parse(value) !== null;
}

/**
 * §5 Payment: an order amount must be numeric and not negative; callers show
 * 'Error Order Amount' (rules:amount) otherwise.
 */
export function isValidAmount(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const d = parse(value);
  return d !== null && !d.neg;
}

/** Canonical form of a decimal: no leading or trailing zeros, no exponent. Throws on non-numeric input. */
export function normalize(value: Amount): string {
  return toString(parseOrThrow(value));
}

export function add(a: Amount, b: Amount): string {
  return toString(addDecimals(parseOrThrow(a), parseOrThrow(b)));
}

export function sub(a: Amount, b: Amount): string {
  const y = parseOrThrow(b);
  return toString(addDecimals(parseOrThrow(a), { neg: !y.neg, digits: y.digits, scale: y.scale }));
}

export function mul(a: Amount, b: Amount): string {
  const x = parseOrThrow(a);
  const y = parseOrThrow(b);
  return toString(make(x.neg !== y.neg, mulDigits(x.digits, y.digits), x.scale + y.scale));
}

/** a / b rounded half-up to `decimals` places. Throws RangeError when b is zero. */
export function div(a: Amount, b: Amount, decimals: number): string {
  checkDecimals(decimals);
  const x = parseOrThrow(a);
  const y = parseOrThrow(b);
  if (isZeroDigits(y.digits)) throw new RangeError('Division by zero');
  // x/y = (xd / 10^xs) / (yd / 10^ys); scaling the numerator by 10^(decimals + ys)
  // and the denominator by 10^xs gives the quotient in units of 10^-decimals.
  const numerator = stripLeadingZeros(x.digits + zeros(decimals + y.scale));
  const denominator = stripLeadingZeros(y.digits + zeros(x.scale));
  const { quotient, remainder } = divDigits(numerator, denominator);
  const half = compareDigits(mulDigits(remainder, '2'), denominator) >= 0;
  return toString(make(x.neg !== y.neg, half ? addDigits(quotient, '1') : quotient, decimals));
}

export function compare(a: Amount, b: Amount): -1 | 0 | 1 {
  return compareDecimals(parseOrThrow(a), parseOrThrow(b));
}

export function max(a: Amount, b: Amount): string {
  return compare(a, b) >= 0 ? normalize(a) : normalize(b);
}

export function isZero(value: Amount): boolean {
  return isZeroDigits(parseOrThrow(value).digits);
}

export function abs(value: Amount): string {
  const d = parseOrThrow(value);
  return toString({ neg: false, digits: d.digits, scale: d.scale });
}

/** Rounds half-up (away from zero) to at most `decimals` places; trailing zeros dropped. */
export function round(value: Amount, decimals: number): string {
  checkDecimals(decimals);
  return toString(roundDecimal(parseOrThrow(value), decimals));
}

/** Rounds half-up and always shows exactly `decimals` places ("1.5", 2 → "1.50"). */
export function toFixed(value: Amount, decimals: number): string {
  const rounded = round(value, decimals);
  if (decimals === 0) return rounded;
  const dot = rounded.indexOf('.');
  const have = dot < 0 ? 0 : rounded.length - dot - 1;
  return (dot < 0 ? rounded + '.' : rounded) + zeros(decimals - have);
}

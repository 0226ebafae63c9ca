// The client's exact decimal arithmetic (strings in, strings out; no floats), shared so the
// server charges exactly what the checkout shows. It has no DOM or browser dependency.
export { add, compare, div, isZero, mul, round, sub, toFixed } from '../../src/lib/money';

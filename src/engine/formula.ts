import { currencyDecimals } from './currencies';
import { add, divide, exactText, multiply, roundedText, subtract, toFraction } from './decimal';
import type { Fraction } from './decimal';

/**
 * The formulas of computed fields: a record's fields combined with + − × ÷ (or + - * /), numbers
 * and parentheses, e.g. 'systemConsume - theoreticalRecharge' or 'clicks / impressions * 100'.
 * Evaluated in exact decimals; the result is rounded once, at the end, to the declared `round`
 * decimals (half away from zero). A formula that divides must declare `round`. One evaluator
 * serves the console (cells, details, exports) and the demo backend (seeds and writes).
 */
export interface ComputedDef {
  formula: string;
  /**
   * Decimals of the result, rounded half away from zero; required when the formula divides or
   * multiplies by a rate. 'currency': the decimals of the amount's currency (an amount in JPY is
   * whole, one in USD has cents).
   */
  round?: number | 'currency';
}

/** What a computed field needs to know of its declaration: the formula and the amount's currency. */
export interface ComputedField {
  computed?: ComputedDef;
  currency?: string | { field: string };
}

type Node =
  | { kind: 'number'; value: Fraction }
  | { kind: 'field'; name: string }
  | { kind: 'negate'; operand: Node }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: Node; right: Node };

const OPERATORS: Record<string, '+' | '-' | '*' | '/'> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
};
const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|([-+*/×÷−()]))/y;

function tokenize(formula: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < formula.length) {
    if (/^\s*$/.test(formula.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(formula);
    if (!match) throw new Error(`Formula "${formula}": unexpected "${formula.slice(start)}"`);
    tokens.push(match[1] ?? match[2] ?? match[3]);
  }
  return tokens;
}

/** A recursive-descent parser: sums of products of (possibly negated) factors. */
function parse(formula: string): Node {
  const tokens = tokenize(formula);
  let position = 0;
  const fail = (what: string): never => {
    throw new Error(`Formula "${formula}": ${what}`);
  };
  const binary = (next: () => Node, operators: string[]) => (): Node => {
    let left = next();
    while (position < tokens.length && operators.includes(OPERATORS[tokens[position]] ?? '')) {
      const operator = OPERATORS[tokens[position++]];
      left = { kind: 'binary', operator, left, right: next() };
    }
    return left;
  };
  const factor = (): Node => {
    const token = tokens[position++];
    if (token === undefined) return fail('ends too soon');
    if (OPERATORS[token] === '-') return { kind: 'negate', operand: factor() };
    if (token === '(') {
      const inner = sum();
      if (tokens[position++] !== ')') fail('a parenthesis is not closed');
      return inner;
    }
    if (/^\d/.test(token)) return { kind: 'number', value: toFraction(token)! };
    if (/^[A-Za-z_]/.test(token)) return { kind: 'field', name: token };
    return fail(`unexpected "${token}"`);
  };
  const product = binary(factor, ['*', '/']);
  const sum = binary(product, ['+', '-']);
  const tree = sum();
  if (position < tokens.length) fail(`unexpected "${tokens[position]}"`);
  return tree;
}

const parsed = new Map<string, Node>();
function treeOf(formula: string): Node {
  let tree = parsed.get(formula);
  if (!tree) parsed.set(formula, (tree = parse(formula)));
  return tree;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  if (node.kind === 'negate') walk(node.operand, visit);
  if (node.kind === 'binary') [node.left, node.right].forEach((child) => walk(child, visit));
}

/** The fields a formula reads, and whether it divides; throws on a malformed formula. */
export function formulaInputs(formula: string): { fields: string[]; divides: boolean } {
  const fields = new Set<string>();
  let divides = false;
  walk(treeOf(formula), (node) => {
    if (node.kind === 'field') fields.add(node.name);
    if (node.kind === 'binary' && node.operator === '/') divides = true;
  });
  return { fields: [...fields], divides };
}

function evaluate(node: Node, record: Record<string, unknown>): Fraction | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'field':
      return toFraction(record[node.name]);
    case 'negate': {
      const operand = evaluate(node.operand, record);
      return operand && { n: -operand.n, d: operand.d };
    }
    case 'binary': {
      const left = evaluate(node.left, record);
      const right = evaluate(node.right, record);
      if (!left || !right) return null;
      if (node.operator === '+') return add(left, right);
      if (node.operator === '-') return subtract(left, right);
      if (node.operator === '*') return multiply(left, right);
      return divide(left, right);
    }
  }
}

/**
 * A computed value from the record's fields, as decimal text; null when an input is missing or
 * not a number, or when dividing by zero.
 */
export function computeValue(field: ComputedField, record: Record<string, unknown>): string | null {
  const { computed, currency } = field;
  if (!computed) return null;
  const result = evaluate(treeOf(computed.formula), record);
  if (!result) return null;
  if (computed.round === undefined) return exactText(result);
  if (computed.round !== 'currency') return roundedText(result, computed.round);
  const code = typeof currency === 'object' ? record[currency.field] : currency;
  return roundedText(result, currencyDecimals(typeof code === 'string' ? code : undefined));
}

/** A record with its computed fields worked out from its inputs (whatever the backend sent). */
export function withComputedFields<T extends Record<string, unknown>>(
  fields: Readonly<Record<string, ComputedField>>,
  record: T,
): T {
  const derived: Record<string, unknown> = { ...record };
  for (const [name, field] of Object.entries(fields)) derived[name] = computeValue(field, record);
  return derived as T;
}

import { Fraction, gcd } from '../../model/fraction.ts';

/** A whole number grouped the Indian way: 1,20,000. */
export function indian(value: number): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '−' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${rest},${last}`;
}

/** Money as the paper prints it: ₹1,20,000, or ₹12.50 for paise. */
export function rupees(value: number | Fraction): string {
  const amount = Fraction.of(value);
  if (amount.isInteger()) return `₹${indian(amount.numerator)}`;
  const paise = amount.mul(100);
  if (!paise.isInteger()) return `₹${amount.toString(true)}`;
  const whole = Math.trunc(paise.numerator / 100);
  return `₹${indian(whole)}.${String(paise.numerator % 100).padStart(2, '0')}`;
}

/** A number as the paper writes it: whole, up to two exact decimals, or a mixed fraction "7 1/2". */
export function num(value: number | Fraction): string {
  const fraction = Fraction.of(value);
  if (fraction.isInteger()) return String(fraction.numerator);
  const hundredths = fraction.mul(100);
  if (hundredths.isInteger()) {
    const text = (hundredths.numerator / 100).toFixed(2);
    return text.replace(/0$/, '');
  }
  return fraction.toString(true);
}

/** A number with a true minus sign when negative: "−20", "7.5". */
export function signedNum(value: number | Fraction): string {
  const fraction = Fraction.of(value);
  return fraction.numerator < 0 ? `−${num(fraction.mul(-1))}` : num(fraction);
}

/** A ratio in lowest terms: "3 : 4". */
export function ratio(a: number, b: number): string {
  const divisor = gcd(a, b) || 1;
  return `${a / divisor} : ${b / divisor}`;
}

/** True when a ratio option reads "a : b" in lowest terms with a ≠ b. */
export function isCleanRatio(text: string): boolean {
  const match = /^(\d+) : (\d+)$/.exec(text);
  if (!match) return false;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return a > 0 && b > 0 && a !== b && gcd(a, b) === 1;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 7⁴⁵ for 7^45. */
export function power(base: number | string, exponent: number): string {
  const sup = [...String(exponent)].map((digit) => SUPERSCRIPTS[Number(digit)]).join('');
  return `${base}${sup}`;
}

/** Units in option text and their Hindi forms; longer units first so "sq cm" wins over "cm". */
const UNITS_HI: readonly (readonly [string, string])[] = [
  ['sq cm', 'वर्ग सेमी'],
  ['cu cm', 'घन सेमी'],
  ['sq m', 'वर्ग मीटर'],
  ['km/h', 'किमी/घंटा'],
  ['seconds', 'सेकंड'],
  ['second', 'सेकंड'],
  ['minutes', 'मिनट'],
  ['minute', 'मिनट'],
  ['hours', 'घंटे'],
  ['hour', 'घंटा'],
  ['days', 'दिन'],
  ['day', 'दिन'],
  ['years', 'वर्ष'],
  ['year', 'वर्ष'],
  ['litres', 'लीटर'],
  ['litre', 'लीटर'],
  ['km', 'किमी'],
  ['cm', 'सेमी'],
  ['m', 'मीटर'],
  ['kg', 'किग्रा'],
];

/** The Hindi form of an option "12 days" → "12 दिन"; options without a unit read the same. */
export function optionHi(option: string): string {
  for (const [unit, hindi] of UNITS_HI) {
    if (option.endsWith(` ${unit}`)) return `${option.slice(0, -unit.length)}${hindi}`;
  }
  return option;
}

/** "1 year", "3 years". */
export function plural(count: number | Fraction, singular: string, pluralForm = `${singular}s`): string {
  const text = num(count);
  return `${text} ${text === '1' ? singular : pluralForm}`;
}

/** Ordinal in English: 1st, 2nd, 3rd, 11th, 52nd. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** Least common multiple of whole numbers. */
export function lcm(...values: readonly number[]): number {
  return values.reduce((acc, value) => (acc * value) / gcd(acc, value), 1);
}

/** "1 unit", "5 units": work and tank sizes in the LCM method. */
export function units(count: number): string {
  return `${count} unit${count === 1 ? '' : 's'}`;
}

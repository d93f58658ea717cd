/** Exact rational arithmetic for worked answers; numbers stay well inside safe integers here. */
export class Fraction {
  readonly numerator: number;
  readonly denominator: number;

  constructor(numerator: number, denominator = 1) {
    if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
      throw new Error(`bad fraction ${numerator}/${denominator}`);
    }
    const sign = denominator < 0 ? -1 : 1;
    const divisor = gcd(Math.abs(numerator), Math.abs(denominator)) || 1;
    this.numerator = (sign * numerator) / divisor;
    this.denominator = Math.abs(denominator) / divisor;
  }

  static of(value: number | Fraction): Fraction {
    return value instanceof Fraction ? value : new Fraction(value);
  }

  add(other: number | Fraction): Fraction {
    const o = Fraction.of(other);
    return new Fraction(
      this.numerator * o.denominator + o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  sub(other: number | Fraction): Fraction {
    const o = Fraction.of(other);
    return this.add(new Fraction(-o.numerator, o.denominator));
  }

  mul(other: number | Fraction): Fraction {
    const o = Fraction.of(other);
    return new Fraction(this.numerator * o.numerator, this.denominator * o.denominator);
  }

  div(other: number | Fraction): Fraction {
    const o = Fraction.of(other);
    return new Fraction(this.numerator * o.denominator, this.denominator * o.numerator);
  }

  pow(exponent: number): Fraction {
    let result = new Fraction(1);
    for (let i = 0; i < exponent; i++) result = result.mul(this);
    return result;
  }

  isInteger(): boolean {
    return this.denominator === 1;
  }

  equals(other: number | Fraction): boolean {
    const o = Fraction.of(other);
    return this.numerator === o.numerator && this.denominator === o.denominator;
  }

  /** "7", "-3/4" or "2 1/2" when `mixed` is set. */
  toString(mixed = false): string {
    if (this.denominator === 1) return String(this.numerator);
    if (mixed && Math.abs(this.numerator) > this.denominator) {
      const whole = Math.trunc(this.numerator / this.denominator);
      const rest = Math.abs(this.numerator % this.denominator);
      return `${whole} ${rest}/${this.denominator}`;
    }
    return `${this.numerator}/${this.denominator}`;
  }
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

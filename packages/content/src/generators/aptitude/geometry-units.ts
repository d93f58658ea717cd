/** Shared wording for geometry answers: units in both languages and surds as the paper writes them. */

export const cm = (value: number | string) => `${value} cm`;
export const sqcm = (value: number | string) => `${value} cm²`;
export const deg = (value: number | string) => `${value}°`;

/** The Hindi form of an option: lengths in सेमी, areas in वर्ग सेमी, angles and numbers unchanged. */
export function unitsHi(option: string): string {
  return option.replace(/ cm²$/, ' वर्ग सेमी').replace(/ cm$/, ' सेमी');
}

/** √n in simplest form: "12", "3√7", "√41". */
export function surd(n: number): string {
  let outside = 1;
  let inside = n;
  for (let f = 2; f * f <= inside; f++) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  if (inside === 1) return String(outside);
  return outside === 1 ? `√${inside}` : `${outside}√${inside}`;
}

/** The integer quotient with at most two decimals, or undefined when it has more. */
export function exactDecimal(numerator: number, denominator: number): string | undefined {
  if ((numerator * 100) % denominator !== 0) return undefined;
  return String((numerator * 100) / denominator / 100);
}

/** The worked mistakes that can be written exactly; the others are left out. */
export function keep(values: readonly (string | undefined)[]): string[] {
  return values.filter((value): value is string => value !== undefined);
}

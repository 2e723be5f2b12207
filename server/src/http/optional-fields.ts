// RuoYi's staff forms may leave optional fields out (and its clients send back whole rows): a new
// row takes the column's default for what was left out, an update leaves it as it is.

/** The `K` fields of `T`, each with a value. */
type Filled<T, K extends keyof T> = { [P in K]: NonNullable<T[P]> };

/** The optional fields of a new row: what `input` sent, else the default given for it. */
export function withDefaults<T extends object, K extends keyof T>(input: T, defaults: Filled<T, K>) {
  const entries = Object.entries(defaults).map(([key, value]) => [key, input[key as K] ?? value]);
  return Object.fromEntries(entries) as Filled<T, K>;
}

/** The fields among `keys` that `input` has a value for. */
export function sentFields<T extends object, K extends keyof T>(input: T, keys: readonly K[]) {
  const sent = keys.filter((key) => input[key] !== undefined);
  return Object.fromEntries(sent.map((key) => [key, input[key]])) as Pick<T, K>;
}

/** A difference as the benches print it: "+12", "-40", "+0"; "n/a" for a figure not taken. */
export const signed = (n: number) =>
  Number.isNaN(n) ? 'n/a' : `${n < 0 ? '' : '+'}${n.toFixed(0)}`;

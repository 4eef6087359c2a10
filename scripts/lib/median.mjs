// The median the benchmarks report: the middle value, the upper one of the two middles for an
// even count, so it is always a value that was measured.
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

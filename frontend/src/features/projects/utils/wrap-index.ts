/** An index moved past either end comes back from the other (carousel wrap-around). */
export const wrapIndex = (index: number, length: number): number =>
  length <= 0 ? 0 : ((index % length) + length) % length

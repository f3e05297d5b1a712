// Money on the wire is lira with at most two decimals (src/domain/limits.ts moneySchema); in the
// database it is integer kuruş. k / 100 is the double nearest to k kuruş, the number the decimal
// text reads as, so the round trip is exact.
export const toKurus = (lira: number): number => Math.round(lira * 100);
export const toLira = (kurus: number): number => kurus / 100;
export const toLiraOrNull = (kurus: number | null): number | null => (kurus === null ? null : kurus / 100);

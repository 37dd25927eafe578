/** The time now. The server's is the system clock; tests pass one they move (`testClock` in test/harness.ts). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

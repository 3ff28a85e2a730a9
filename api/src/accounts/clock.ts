/** The current time; injected so tests can move it (code expiry, rate-limit windows, session expiry). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

// Apart from blocked.ts: the route's loader (in the app's first chunk) needs only this.

/** A workout id from the address: a positive whole number, or null (then there is no such workout). */
export function workoutIdFrom(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

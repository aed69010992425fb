/** Small, pure formatters shared by the components: what a member reads on screen. */

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 1234 → "1,234"; not-a-number (missing stats) reads as 0. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "0";
  return wholeNumber.format(Math.round(value));
}

/** Prices carry a $ prefix; whole dollars show no cents: 35 → "$35", 29.99 → "$29.99". */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return "$0";
  const cents = Math.round(amount * 100);
  if (cents % 100 === 0) return `$${wholeNumber.format(cents / 100)}`;
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** 35 → "$35/month"; 0 → "$0/month". */
export function formatMonthlyPrice(amount: number): string {
  return `${formatPrice(amount)}/month`;
}

/** A count quoted as "at least": 10000 → "10,000+". */
export function formatAtLeast(count: number): string {
  return `${formatNumber(count)}+`;
}

/** The letter shown when a member has no picture: first letter of the name, upper case. */
export function avatarInitial(name: string | null | undefined): string {
  const first = Array.from((name ?? "").trim())[0];
  return first ? first.toLocaleUpperCase("en-US") : "?";
}

/** Minutes as a member reads them: 45 → "45 min", 90 → "1 h 30 min", 120 → "2 h". */
export function formatMinutes(totalMinutes: number | null | undefined): string {
  const minutes = Math.max(0, Math.round(totalMinutes ?? 0));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

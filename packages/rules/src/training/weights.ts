/** How lifted weights convert between the member's unit and the kilograms stored. */

/** Units a member logs lifted weight in; the database keeps kilograms. */
export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const KG_PER_LB = 0.45359237;

/** A weight typed in the member's unit, as stored: kilograms to the gram. */
export function kgFrom(weight: number, unit: WeightUnit): number {
  const kg = unit === "lb" ? weight * KG_PER_LB : weight;
  return Math.round(kg * 1000) / 1000;
}

/** A stored weight shown in the member's unit, to a tenth. */
export function weightIn(kg: number, unit: WeightUnit): number {
  const value = unit === "lb" ? kg / KG_PER_LB : kg;
  return Math.round(value * 10) / 10;
}

/**
 * The countries a member may give, spelled as they are stored and as the national
 * leaderboard names them. One spelling per country, chosen from this list rather than
 * typed, so that "usa", "United States" and "US" never split one country into three
 * boards. The seed's "USA" and "UK" are the short names everyone uses; the rest are
 * their common English names. Zod-free: the settings screen bundles it.
 */
// biome-ignore format: one long list reads best packed
export const COUNTRIES: readonly string[] = Object.freeze([
  "Afghanistan", "Albania", "Algeria", "Andorra", "Angola", "Antigua and Barbuda", "Argentina", "Armenia",
  "Australia", "Austria", "Azerbaijan", "Bahamas", "Bahrain", "Bangladesh", "Barbados", "Belarus", "Belgium",
  "Belize", "Benin", "Bhutan", "Bolivia", "Bosnia and Herzegovina", "Botswana", "Brazil", "Brunei", "Bulgaria",
  "Burkina Faso", "Burundi", "Cambodia", "Cameroon", "Canada", "Cape Verde", "Central African Republic", "Chad",
  "Chile", "China", "Colombia", "Comoros", "Congo", "Costa Rica", "Croatia", "Cuba", "Cyprus", "Czechia",
  "Denmark", "Djibouti", "Dominica", "Dominican Republic", "DR Congo", "Ecuador", "Egypt", "El Salvador",
  "Equatorial Guinea", "Eritrea", "Estonia", "Eswatini", "Ethiopia", "Fiji", "Finland", "France", "Gabon",
  "Gambia", "Georgia", "Germany", "Ghana", "Greece", "Grenada", "Guatemala", "Guinea", "Guinea-Bissau", "Guyana",
  "Haiti", "Honduras", "Hong Kong", "Hungary", "Iceland", "India", "Indonesia", "Iran", "Iraq", "Ireland",
  "Israel", "Italy", "Ivory Coast", "Jamaica", "Japan", "Jordan", "Kazakhstan", "Kenya", "Kiribati", "Kosovo",
  "Kuwait", "Kyrgyzstan", "Laos", "Latvia", "Lebanon", "Lesotho", "Liberia", "Libya", "Liechtenstein",
  "Lithuania", "Luxembourg", "Madagascar", "Malawi", "Malaysia", "Maldives", "Mali", "Malta", "Marshall Islands",
  "Mauritania", "Mauritius", "Mexico", "Micronesia", "Moldova", "Monaco", "Mongolia", "Montenegro", "Morocco",
  "Mozambique", "Myanmar", "Namibia", "Nauru", "Nepal", "Netherlands", "New Zealand", "Nicaragua", "Niger",
  "Nigeria", "North Korea", "North Macedonia", "Norway", "Oman", "Pakistan", "Palau", "Palestine", "Panama",
  "Papua New Guinea", "Paraguay", "Peru", "Philippines", "Poland", "Portugal", "Puerto Rico", "Qatar", "Romania",
  "Russia", "Rwanda", "Saint Kitts and Nevis", "Saint Lucia", "Saint Vincent and the Grenadines", "Samoa",
  "San Marino", "Sao Tome and Principe", "Saudi Arabia", "Senegal", "Serbia", "Seychelles", "Sierra Leone",
  "Singapore", "Slovakia", "Slovenia", "Solomon Islands", "Somalia", "South Africa", "South Korea", "South Sudan",
  "Spain", "Sri Lanka", "Sudan", "Suriname", "Sweden", "Switzerland", "Syria", "Taiwan", "Tajikistan", "Tanzania",
  "Thailand", "Timor-Leste", "Togo", "Tonga", "Trinidad and Tobago", "Tunisia", "Turkey", "Turkmenistan",
  "Tuvalu", "Uganda", "UK", "Ukraine", "United Arab Emirates", "Uruguay", "USA", "Uzbekistan", "Vanuatu",
  "Vatican City", "Venezuela", "Vietnam", "Yemen", "Zambia", "Zimbabwe",
]);

/** Other names members search for, by the stored name they mean. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  USA: ["United States", "America", "US"],
  UK: ["United Kingdom", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland", "GB"],
  "DR Congo": ["Democratic Republic of the Congo"],
  "Ivory Coast": ["Côte d'Ivoire"],
  Czechia: ["Czech Republic"],
  Eswatini: ["Swaziland"],
  Myanmar: ["Burma"],
  Netherlands: ["Holland"],
  Turkey: ["Türkiye"],
  "United Arab Emirates": ["UAE"],
});

const known = new Set(COUNTRIES);

/** Whether `name` is a country of the list, spelled as stored. */
export function isCountry(name: string): boolean {
  return known.has(name);
}

/**
 * The country a name means, spelled as stored, whatever its case and accents: "usa" and
 * "United States" are USA, "england" is UK. Null for a name that is not one of the list.
 */
export function countryNamed(name: string): string | null {
  const wanted = fold(name.trim());
  return byName.get(wanted) ?? null;
}

/**
 * Whether a country answers what a member typed: the start of any word of its name or of
 * one of its other names, ignoring case and accents ("states" finds USA, "cote" Ivory Coast).
 */
export function countryMatches(country: string, search: string): boolean {
  const wanted = fold(search.trim());
  if (wanted === "") return true;
  return [country, ...(COUNTRY_ALIASES[country] ?? [])].some((name) => {
    const folded = fold(name);
    return folded.startsWith(wanted) || folded.includes(` ${wanted}`) || folded.includes(`-${wanted}`);
  });
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every name and other name, folded, to the stored name. */
const byName = new Map<string, string>([
  ...COUNTRIES.map((country) => [fold(country), country] as const),
  ...Object.entries(COUNTRY_ALIASES).flatMap(([country, aliases]) =>
    aliases.map((alias) => [fold(alias), country] as const),
  ),
]);

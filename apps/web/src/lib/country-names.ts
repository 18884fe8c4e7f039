// Countries as a reader names them: Intl's region names in the reader's language, in the
// order that language sorts them. No list of names ships with the app.

export type CountryOption = { code: string; name: string };

export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryOptions(codes: readonly string[], locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

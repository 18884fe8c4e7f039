import { UTM_FIELDS } from "@formloom/shared/hidden-fields";

// The builder's edits of the hidden field names: the list is saved as it is, the shared schema
// checks each name on save (hidden-field-schemas.ts).

export function hasUtmFields(names: readonly string[]): boolean {
  return UTM_FIELDS.every((name) => names.includes(name));
}

/** On: the five utm_* names join the list (those already there stay put). Off: they leave it. */
export function switchUtmFields(names: readonly string[], isOn: boolean): string[] {
  const isUtm = (name: string) => (UTM_FIELDS as readonly string[]).includes(name);
  if (!isOn) return names.filter((name) => !isUtm(name));
  return [...names, ...UTM_FIELDS.filter((name) => !names.includes(name))];
}

export function renameHiddenField(names: readonly string[], index: number, name: string) {
  return names.map((current, i) => (i === index ? name : current));
}

export function removeHiddenField(names: readonly string[], index: number) {
  return names.filter((_, i) => i !== index);
}

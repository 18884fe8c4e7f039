import {
  ADDRESS_PART_MAX,
  ADDRESS_PARTS,
  ADDRESS_POSTAL_CODE_MAX,
  DEFAULT_ADDRESS_PARTS,
} from "./constants";
import type { AddressPart, AddressPartMode, QuestionValidations } from "./entities";

// An address question asks up to six parts (ADDRESS_PARTS); its answer is the list of the six in
// that order, "" for a part left empty or not asked, so exports and the summary read a part by
// its position. The owner makes each part required, optional or hidden.

export type AddressPartModes = Record<AddressPart, AddressPartMode>;

/** Every part's mode, the question's own where it sets one. */
export function addressPartModes(validations: Pick<QuestionValidations, "addressParts">) {
  const modes = { ...DEFAULT_ADDRESS_PARTS, ...validations.addressParts };
  return modes as AddressPartModes;
}

/** The parts the respondent is asked, in order. */
export function shownAddressParts(
  validations: Pick<QuestionValidations, "addressParts">,
): AddressPart[] {
  const modes = addressPartModes(validations);
  return ADDRESS_PARTS.filter((part) => modes[part] !== "hidden");
}

export function addressPartMax(part: AddressPart): number {
  if (part === "country") return 2;
  return part === "postalCode" ? ADDRESS_POSTAL_CODE_MAX : ADDRESS_PART_MAX;
}

/** The answer's part, "" when the answer is not an address list. */
export function addressPartOf(answer: unknown, part: AddressPart): string {
  if (!Array.isArray(answer)) return "";
  const value: unknown = answer[ADDRESS_PARTS.indexOf(part)];
  return typeof value === "string" ? value : "";
}

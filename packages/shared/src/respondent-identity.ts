import { GUEST_EMAIL } from "./constants";

/**
 * A respondent's email as an owner reads it: the guest placeholder stands for "no address", so
 * screens and exports show nothing rather than an address no one has.
 */
export function toShownRespondentEmail(email: string): string {
  return email === GUEST_EMAIL ? "" : email;
}

import { z } from "zod";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "./storable-text-check";

export { isStorableText, STORABLE_TEXT_MESSAGE };

/** z.string() that refuses text the database cannot hold; chain trim, min, max as usual. */
export function storableString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, STORABLE_TEXT_MESSAGE);
}

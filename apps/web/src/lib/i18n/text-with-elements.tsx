import { Fragment, type ReactNode } from "react";
import type { AppText, AppTextId, AppTextValues } from "./use-app-text";

// A mark no message of the catalogue contains: each element's placeholder is filled with it and
// its name, so that the sentence can be cut where the language puts the element.
const MARK = "\u2063";

/**
 * A catalogue sentence with elements in it (a bold address, a link, a time): each placeholder
 * named in `elements` becomes that element, wherever the language puts it; `values` fill the
 * other placeholders as text.
 */
export function textWithElements(
  t: AppText,
  id: AppTextId,
  elements: Record<string, ReactNode>,
  values: AppTextValues = {},
): ReactNode[] {
  const marks = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const parts = t(id, { ...values, ...marks }).split(MARK);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
    <Fragment key={index}>{index % 2 === 1 ? elements[part] : part}</Fragment>
  ));
}

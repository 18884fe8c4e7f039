import { Fragment, type ReactNode } from "react";
import type { AppTextId, AppTextValues } from "@/lib/i18n/use-app-text";

type Translate = (id: AppTextId, values?: AppTextValues) => string;

const PLACEHOLDER = /\{(\w+)\}/;

/**
 * A catalogue sentence with elements (a link, a code sample) in it: each `{name}` of the message
 * becomes `elements[name]`, wherever the language puts it.
 */
export function textWithElements(
  t: Translate,
  id: AppTextId,
  elements: Record<string, ReactNode>,
): ReactNode[] {
  // Each placeholder is filled with itself, so that the sentence can be cut around it.
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `{${name}}`]));
  const parts = t(id, markers).split(PLACEHOLDER);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
    <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? `{${part}}`) : part}</Fragment>
  ));
}

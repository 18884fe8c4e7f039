import type { AppTextId } from "@/lib/i18n/use-app-text";

/**
 * Every route declares its document title here, as a catalogue id translated where it is shown;
 * `null` gives the landing page's full title.
 */
export type RouteHandle = { title: AppTextId | null };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "title" in handle;
}

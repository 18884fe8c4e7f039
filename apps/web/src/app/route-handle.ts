/** Every route declares its document title here; `null` gives the landing page's full title. */
export type RouteHandle = { title: string | null };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "title" in handle;
}

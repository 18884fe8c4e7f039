export const MAIN_NAV_LINKS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/responses", label: "Responses" },
] as const;

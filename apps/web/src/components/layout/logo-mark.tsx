import { cn } from "@/lib/cn";

/** The product's name, the same in every language. */
export const PRODUCT_NAME = "Formloom";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-8", className)}>
      <defs>
        <linearGradient id="formloom-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#formloom-mark)" />
      <rect x="15" y="16" width="34" height="7" rx="3.5" fill="#fff" />
      <rect x="15" y="29" width="24" height="7" rx="3.5" fill="#fff" fillOpacity=".85" />
      <rect x="15" y="42" width="14" height="7" rx="3.5" fill="#fff" fillOpacity=".7" />
      <circle cx="44" cy="45.5" r="6" fill="#c4b5fd" />
    </svg>
  );
}

export const logoLinkClassName =
  "flex shrink-0 items-center gap-2 rounded-md font-semibold text-lg tracking-tight";

/** The logo as a plain link home, for pages served outside the app's router. */
export function LogoAnchor({ className }: { className?: string }) {
  return (
    <a href="/" className={cn(logoLinkClassName, className)}>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </a>
  );
}

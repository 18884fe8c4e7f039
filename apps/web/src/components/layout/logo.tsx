import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { LogoMark, logoLinkClassName, PRODUCT_NAME } from "./logo-mark";

export { LogoMark } from "./logo-mark";

type LogoProps = { className?: string; isCompactOnPhone?: boolean };

/** The mark and the name; on a phone the header beside it may need the name's room. */
export function Logo({ className, isCompactOnPhone = false }: LogoProps) {
  return (
    <Link to="/" className={cn(logoLinkClassName, className)}>
      <LogoMark />
      <span className={cn(isCompactOnPhone && "sr-only sm:not-sr-only")}>{PRODUCT_NAME}</span>
    </Link>
  );
}

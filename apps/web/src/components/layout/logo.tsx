import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { LogoMark, logoLinkClassName, PRODUCT_NAME } from "./logo-mark";

export { LogoMark } from "./logo-mark";

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn(logoLinkClassName, className)}>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

import { SiteHeader } from "@/components/layout/site-header";
import { CtaSection } from "../components/cta-section";
import { FeaturesSection } from "../components/features-section";
import { HeroSection } from "../components/hero-section";
import { LandingFooter } from "../components/landing-footer";
import { StepsSection } from "../components/steps-section";

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <SiteHeader />
      <main id="main-content" className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <StepsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}

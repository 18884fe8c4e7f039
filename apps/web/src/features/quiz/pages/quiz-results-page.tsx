import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function QuizResultsPage() {
  return (
    <PagePlaceholder
      title="Quiz Results"
      description="Your quiz attempts and scores are coming soon."
    />
  );
}

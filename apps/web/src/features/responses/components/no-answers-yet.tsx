/** A summary without figures: nothing answered the question yet. */
export function NoAnswersYet() {
  return <p className="text-muted-foreground">No answers yet.</p>;
}

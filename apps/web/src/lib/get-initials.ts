/** Initials of the first and last word of the name, else the first letter of the email. */
export function getInitials(name: string | null | undefined, email: string | null | undefined) {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first) {
    return `${[...first][0] ?? ""}${last ? ([...last][0] ?? "") : ""}`.toUpperCase();
  }
  const letter = [...(email ?? "").trim()][0];
  return letter ? letter.toUpperCase() : "?";
}

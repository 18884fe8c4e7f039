/** A safe, readable file name from a form title: "Customer survey 2025!" → "customer-survey-2025". */
export function toFileName(title: string, fallback = "form"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || fallback;
}

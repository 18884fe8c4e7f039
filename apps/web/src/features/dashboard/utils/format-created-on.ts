const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** 'Created on {date}' of a form card (SPEC §2), in the reader's locale. */
export function formatCreatedOn(isoDate: string): string {
  return `Created on ${DATE_FORMAT.format(new Date(isoDate))}`;
}

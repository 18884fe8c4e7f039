import type { RegexPattern } from "@formloom/shared";
import type { RegexPatternRow } from "../../db/rows.js";

export function toRegexDto(row: RegexPatternRow): RegexPattern {
  return {
    _id: row.id,
    title: row.title,
    regex: row.regex,
    errorMessage: row.errorMessage,
    active: row.active,
    name: row.name,
    type: row.type,
    maxLength: row.maxLength,
    isRequired: row.isRequired,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { type FormVariable, VARIABLE_TOP_VALUES, type VariableSummary } from "@formloom/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import {
  countNumberVariableBins,
  countTextVariableValues,
  type NumberSpread,
  spreadNumberVariables,
} from "./repo-variables.js";
import { histogramBins } from "./summarize-typed-answers.js";
import { keptByPage } from "./version-pages.js";

type Scope = { formId: string; version: number; where: SQL; pageRows?: number };

function addSpread(into: Map<string, NumberSpread>, spread: NumberSpread) {
  const seen = into.get(spread.name);
  into.set(
    spread.name,
    seen
      ? {
          name: spread.name,
          count: seen.count + spread.count,
          total: seen.total + spread.total,
          min: Math.min(seen.min, spread.min),
          max: Math.max(seen.max, spread.max),
          isWhole: seen.isWhole && spread.isWhole,
        }
      : spread,
  );
}

/** The kept responses a page at a time (on the embedded database), as the other figures are read. */
function pages(db: Database, { formId, version, where, pageRows }: Scope) {
  return keptByPage(db, where, { formId, version, pageRows });
}

async function summarizeNumbers(db: Database, scope: Scope, names: readonly string[]) {
  const spreads = new Map<string, NumberSpread>();
  for await (const page of pages(db, scope)) {
    for (const spread of await spreadNumberVariables(db, page, names)) addSpread(spreads, spread);
  }
  const summaries = new Map<string, VariableSummary>();
  for (const name of names) {
    const spread = spreads.get(name);
    if (!spread) {
      summaries.set(name, {
        name,
        kind: "number",
        count: 0,
        average: null,
        min: null,
        max: null,
        histogram: [],
      });
      continue;
    }
    const bins = histogramBins(spread.min, spread.max, spread.isWhole);
    const froms = bins.map((bin) => bin.from);
    for await (const page of pages(db, scope)) {
      for (const [index, count] of await countNumberVariableBins(db, page, { name, froms })) {
        const bin = bins[index];
        if (bin) bin.count += count;
      }
    }
    summaries.set(name, {
      name,
      kind: "number",
      count: spread.count,
      average: spread.total / spread.count,
      min: spread.min,
      max: spread.max,
      histogram: bins,
    });
  }
  return summaries;
}

async function summarizeTexts(db: Database, scope: Scope, names: readonly string[]) {
  const counts = new Map<string, Map<string, number>>(names.map((name) => [name, new Map()]));
  for await (const page of pages(db, scope)) {
    for (const { name, value, count } of await countTextVariableValues(db, page, names)) {
      const values = counts.get(name);
      values?.set(value, (values.get(value) ?? 0) + count);
    }
  }
  const summaries = new Map<string, VariableSummary>();
  for (const [name, values] of counts) {
    // Most frequent first; equal counts in the value's order, so the list is stable.
    const ranked = [...values]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    const top = ranked.slice(0, VARIABLE_TOP_VALUES);
    const count = ranked.reduce((sum, each) => sum + each.count, 0);
    const shown = top.reduce((sum, each) => sum + each.count, 0);
    summaries.set(name, { name, kind: "text", count, values: top, others: count - shown });
  }
  return summaries;
}

/**
 * The form's variables over the responses `where` keeps, in the form's order: counted, added up
 * and binned by the database, a page at a time with `pageRows`, the pages' figures combined here.
 */
export async function summarizeVariables(
  db: Database,
  variables: readonly Pick<FormVariable, "name" | "kind">[],
  scope: Scope,
): Promise<VariableSummary[]> {
  if (variables.length === 0) return [];
  const namesOf = (kind: FormVariable["kind"]) =>
    variables.filter((variable) => variable.kind === kind).map((variable) => variable.name);
  const [numbers, texts] = await Promise.all([
    summarizeNumbers(db, scope, namesOf("number")),
    summarizeTexts(db, scope, namesOf("text")),
  ]);
  return variables.flatMap(({ name }) => numbers.get(name) ?? texts.get(name) ?? []);
}

import type { PublicForm } from "@formloom/shared";

// The one look every form pays for: does it compute variables or choose an ending? The evaluator
// (@formloom/shared/calculations) is loaded only when it does.

export function formCalculates(settings: Pick<PublicForm["settings"], "calculations">): boolean {
  const { calculations } = settings;
  return calculations.variables.length > 0 || calculations.endings.length > 0;
}

import { DEFAULT_FORM_SETTINGS, type FormSettings } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useState } from "react";
import { ThemeSettings } from "@/features/builder/components/theme/theme-settings";
import { TEAM_WORKSPACE_ID } from "./workspace-fixtures";

/** The Theme group of a team workspace's form, as the Settings panel holds it; its settings as they change. */
export function renderThemeSettings() {
  let current = DEFAULT_FORM_SETTINGS;
  function Panel() {
    const [settings, setSettings] = useState<FormSettings>(DEFAULT_FORM_SETTINGS);
    current = settings;
    return (
      <ThemeSettings
        settings={settings}
        error={() => undefined}
        onChange={(changes) => setSettings((previous) => ({ ...previous, ...changes }))}
        workspaceId={TEAM_WORKSPACE_ID}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Panel />
    </QueryClientProvider>,
  );
  return { settings: () => current };
}

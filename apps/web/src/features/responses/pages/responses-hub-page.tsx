import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAppText } from "@/lib/i18n/use-app-text";
import { HubList } from "../components/hub-list";
import { HUB_TAB_VIEWS } from "../components/hub-tab-views";
import { HUB_TABS, type HubTab, useHubParams } from "../hooks/use-hub-params";

/** /responses (DESIGN §5): responses received on the user's forms, and the forms they answered. */
export function ResponsesHubPage() {
  const t = useAppText();
  const { tab, page, setTab, setPage } = useHubParams();
  const onPageChange = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">
          {t("responses.hub.title")}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("responses.hub.description")}</p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as HubTab)}
        className="min-w-0 gap-4"
      >
        <TabsList className="h-10">
          {HUB_TABS.map((hubTab) => {
            const { icon: Icon, trigger } = HUB_TAB_VIEWS[hubTab];
            return (
              <TabsTrigger key={hubTab} value={hubTab} className="px-4">
                <Icon aria-hidden="true" />
                {t(trigger)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {HUB_TABS.map((hubTab) => (
          <TabsContent key={hubTab} value={hubTab}>
            <HubList tab={hubTab} page={page} onPageChange={onPageChange} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

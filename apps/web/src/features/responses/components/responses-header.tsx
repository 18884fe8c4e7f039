import type { ResponsesFilter, ResponsesSummary } from "@formloom/shared";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  breadcrumbLinkClass,
} from "@/components/ui/breadcrumb";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formAccess } from "@/lib/workspace/form-access";
import { ExportResponsesDialog } from "./export-responses-dialog";
import { ReleaseScoresButton } from "./release-scores-button";
import { VersionSelect } from "./version-select";
import { WebhooksSheet } from "./webhooks-sheet";

type ResponsesHeaderProps = {
  summary: ResponsesSummary;
  filter: ResponsesFilter;
  onVersionChange: (version: number) => void;
};

export function ResponsesHeader({ summary, filter, onVersionChange }: ResponsesHeaderProps) {
  const t = useAppText();
  const { form, version, versions, totalResponses } = summary;
  const access = formAccess(form.role);

  return (
    <header className="flex flex-col gap-4">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <Link to="/dashboard" className={breadcrumbLinkClass}>
              {t("responses.header.dashboard")}
            </Link>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem className="min-w-0">
            <BreadcrumbPage className="truncate">{t("responses.header.breadcrumb")}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-primary text-sm">{t("responses.header.eyebrow")}</p>
          <h1 className="mt-1 wrap-anywhere font-semibold text-2xl tracking-tight sm:text-3xl">
            {form.title}
          </h1>
          <Link
            to={`/forms/${form._id}/view`}
            className="mt-1 inline-flex items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground"
          >
            {t("responses.header.openForm")}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <VersionSelect versions={versions} version={version} onChange={onVersionChange} />
          {access.canManageWebhooks && <WebhooksSheet formId={form._id} />}
          <ExportResponsesDialog
            form={form}
            version={version}
            filter={filter}
            disabled={totalResponses === 0}
          />
        </div>
      </div>
      {access.canManageResponses && <ReleaseScoresButton form={form} />}
    </header>
  );
}

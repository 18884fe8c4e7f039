import type { ResponsesSummary } from "@formloom/shared";
import { Download, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  breadcrumbLinkClass,
} from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useDownloadResponsesCsv } from "../api/download-responses-csv";
import { ReleaseScoresButton } from "./release-scores-button";
import { VersionSelect } from "./version-select";
import { WebhooksSheet } from "./webhooks-sheet";

type ResponsesHeaderProps = {
  summary: ResponsesSummary;
  onVersionChange: (version: number) => void;
};

export function ResponsesHeader({ summary, onVersionChange }: ResponsesHeaderProps) {
  const { form, version, versions, totalResponses } = summary;
  const download = useDownloadResponsesCsv();
  const onDownload = () =>
    download.mutate(
      { formId: form._id, version, title: form.title },
      { onError: (error) => toast.error(getErrorMessage(error, "Error while fetching Response")) },
    );

  return (
    <header className="flex flex-col gap-4">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <Link to="/dashboard" className={breadcrumbLinkClass}>
              Dashboard
            </Link>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem className="min-w-0">
            <BreadcrumbPage className="truncate">Responses</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-primary text-sm">Form Responses</p>
          <h1 className="mt-1 wrap-anywhere font-semibold text-2xl tracking-tight sm:text-3xl">
            {form.title}
          </h1>
          <Link
            to={`/forms/${form._id}/view`}
            className="mt-1 inline-flex items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground"
          >
            Open the form
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <VersionSelect versions={versions} version={version} onChange={onVersionChange} />
          <WebhooksSheet formId={form._id} />
          <Button
            onClick={onDownload}
            disabled={totalResponses === 0 || download.isPending}
            className="w-full sm:w-auto"
          >
            {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Download Responses
          </Button>
        </div>
      </div>
      <ReleaseScoresButton form={form} />
    </header>
  );
}

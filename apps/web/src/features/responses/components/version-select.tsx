import type { FormVersion } from "@formloom/shared";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";

type VersionSelectProps = {
  versions: readonly FormVersion[];
  version: number;
  onChange: (version: number) => void;
};

const describe = (t: AppText, version: FormVersion, latest: number) =>
  t(version.version === latest ? "responses.version.latestOption" : "responses.version.option", {
    version: version.version,
    count: version.responseCount,
  });

/** Each saved change of the questions is a version (DESIGN §5); its responses are read apart. */
export function VersionSelect({ versions, version, onChange }: VersionSelectProps) {
  const t = useAppText();
  const latest = Math.max(version, ...versions.map((item) => item.version));
  const sorted = [...versions].sort((a, b) => b.version - a.version);
  return (
    <Select value={String(version)} onValueChange={(value) => onChange(Number(value))}>
      <SelectTrigger aria-label={t("responses.version.label")} className="h-9 w-full sm:w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {sorted.map((item) => (
          <SelectItem key={item.version} value={String(item.version)}>
            {describe(t, item, latest)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import type { FormVersion } from "@formloom/shared";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { countResponses } from "@/lib/count-responses";

type VersionSelectProps = {
  versions: readonly FormVersion[];
  version: number;
  onChange: (version: number) => void;
};

const describe = (version: FormVersion, latest: number) => {
  const responses = countResponses(version.responseCount);
  return `Version ${version.version}${version.version === latest ? " (latest)" : ""} · ${responses}`;
};

/** Each saved change of the questions is a version (DESIGN §5); its responses are read apart. */
export function VersionSelect({ versions, version, onChange }: VersionSelectProps) {
  const latest = Math.max(version, ...versions.map((item) => item.version));
  const sorted = [...versions].sort((a, b) => b.version - a.version);
  return (
    <Select value={String(version)} onValueChange={(value) => onChange(Number(value))}>
      <SelectTrigger aria-label="Version" className="h-9 w-full sm:w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {sorted.map((item) => (
          <SelectItem key={item.version} value={String(item.version)}>
            {describe(item, latest)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

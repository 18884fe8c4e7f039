import type { FieldControlProps } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useWorkspaces } from "@/lib/workspace/get-workspaces";
import { workspaceName } from "@/lib/workspace/workspace-texts";

const ALL = "all";

type ApiKeyWorkspaceSelectProps = {
  control: FieldControlProps;
  /** The one workspace the key may reach; null: every workspace of the user. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
};

/** Which workspaces a new key reaches: all of the user's, or one. */
export function ApiKeyWorkspaceSelect({
  control,
  value,
  onChange,
  onBlur,
}: ApiKeyWorkspaceSelectProps) {
  const t = useAppText();
  const { data: workspaces = [] } = useWorkspaces();
  return (
    <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
      <SelectTrigger {...control} onBlur={onBlur} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t("roles.apiKeys.allWorkspaces")}</SelectItem>
        {workspaces.map((workspace) => (
          <SelectItem key={workspace._id} value={workspace._id}>
            {workspaceName(t, workspace)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

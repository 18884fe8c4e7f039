import { useState } from "react";
import { useSearchParams } from "react-router";
import { useAuthStore } from "@/lib/auth-store";
import { WORKSPACE_PARAM } from "@/lib/workspace/current-workspace";
import { FormBuilder } from "../components/form-builder";
import { createNewFormState } from "../utils/builder-state";

export function CreateFormPage() {
  const [initialState] = useState(() => createNewFormState());
  const [params] = useSearchParams();
  const ownerId = useAuthStore((state) => state.user?._id);
  const workspaceId = params.get(WORKSPACE_PARAM) ?? undefined;
  return <FormBuilder initialState={initialState} ownership={{ workspaceId, ownerId }} />;
}

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

type PlainSelectProps<T extends string> = {
  label: string;
  value: T | undefined;
  entries: readonly { value: T; label: string }[];
  placeholder?: string;
  invalid?: { "aria-invalid": true; "aria-describedby": string };
  onChange: (value: T) => void;
};

/** A select named by its aria-label, for the compact rows of variables and rules. */
export function PlainSelect<T extends string>({
  label,
  value,
  entries,
  placeholder,
  invalid,
  onChange,
}: PlainSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger aria-label={label} className="bg-card" {...invalid}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {entries.map((entry) => (
          <SelectItem key={entry.value} value={entry.value}>
            {entry.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

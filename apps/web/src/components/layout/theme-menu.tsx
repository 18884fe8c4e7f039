import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { THEME_CHOICES, type ThemeChoice } from "@/lib/theme";
import { useAppliedTheme, useThemeChoice } from "@/lib/use-theme";

const CHOICES: Record<ThemeChoice, { label: AppTextId; Icon: typeof Sun }> = {
  system: { label: "layout.theme.system", Icon: Monitor },
  light: { label: "layout.theme.light", Icon: Sun },
  dark: { label: "layout.theme.dark", Icon: Moon },
};

function isThemeChoice(value: string): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

/** Light, dark, or whatever the system says: the button shows the theme on screen now. */
export function ThemeMenu() {
  const t = useAppText();
  const [choice, setChoice] = useThemeChoice();
  const applied = useAppliedTheme();
  const Icon = applied === "dark" ? Moon : Sun;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("layout.theme.label")}
          title={t("layout.theme.label")}
        >
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        <DropdownMenuLabel className="text-muted-foreground text-xs">
          {t("layout.theme.label")}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={choice}
          onValueChange={(value) => isThemeChoice(value) && setChoice(value)}
        >
          {THEME_CHOICES.map((value) => {
            const { label, Icon: ChoiceIcon } = CHOICES[value];
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <ChoiceIcon aria-hidden="true" />
                {t(label)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

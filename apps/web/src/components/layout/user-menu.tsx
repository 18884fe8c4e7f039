import { LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuthStore } from "@/lib/auth-store";
import { getInitials } from "@/lib/get-initials";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useSignOut } from "@/lib/use-sign-out";

export function UserMenu() {
  const t = useAppText();
  const name = useAuthStore((state) => state.name);
  const email = useAuthStore((state) => state.email);
  const signOut = useSignOut();

  const onLogout = () => {
    signOut("user");
    toast.success(t("layout.userMenu.loggedOut"));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t("layout.userMenu.open")}
        className="cursor-pointer rounded-full outline-none ring-offset-2 ring-offset-background focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar className="size-9">
          <AvatarFallback>{getInitials(name, email)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          {name && (
            <span className="truncate font-semibold" title={name}>
              {name}
            </span>
          )}
          <span className="truncate font-normal text-muted-foreground text-xs" title={email}>
            {email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/user-profile">
            <UserRound aria-hidden="true" />
            {t("layout.userMenu.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t("layout.userMenu.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Button, type ButtonProps } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

/** A confirmation dialog: announced as an alert dialog, no close icon, dismissed by Cancel or Escape. */
export const AlertDialog = Dialog;
export const AlertDialogTrigger = DialogTrigger;
export const AlertDialogHeader = DialogHeader;
export const AlertDialogFooter = DialogFooter;
export const AlertDialogTitle = DialogTitle;
export const AlertDialogDescription = DialogDescription;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof DialogContent>) {
  return (
    <DialogContent
      role="alertdialog"
      showCloseButton={false}
      onPointerDownOutside={(event) => event.preventDefault()}
      className={cn("max-w-md", className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({ variant = "outline", ...props }: ButtonProps) {
  return (
    <DialogClose asChild>
      <Button variant={variant} {...props} />
    </DialogClose>
  );
}

export function AlertDialogAction({ variant = "destructive", ...props }: ButtonProps) {
  return <Button variant={variant} {...props} />;
}

import { NumberedPager } from "@/components/ui/pager";

type FormsPaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Prev, numbered pages and Next; shown only with more than one page (SPEC §2). */
export function FormsPagination({ page, totalPages, onPageChange }: FormsPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <NumberedPager
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      ellipsisClassName="px-1.5"
      className="mt-10 flex justify-center"
    />
  );
}

import { Skeleton } from "@mantine/core";
import { PageTitleSkeleton, ScreenSkeleton } from "@wolfpack/ui";
import classes from "./Ebooks.module.css";

/** KNOWLEDGE BASE while it loads: the title, the featured read, a reading bar, four books. */
export function EbooksSkeleton() {
  return (
    <ScreenSkeleton label="Loading the e-books">
      <PageTitleSkeleton />
      <Skeleton height={24} width="50%" mt={28} mb={12} />
      <Skeleton height={300} radius="lg" />
      <Skeleton height={24} width="60%" mt={28} mb={12} />
      <Skeleton height={150} radius="lg" />
      <Skeleton height={24} width="45%" mt={28} mb={12} />
      <div className={classes.grid}>
        {[1, 2, 3, 4].map((book) => (
          <Skeleton key={book} height={340} radius="lg" />
        ))}
      </div>
    </ScreenSkeleton>
  );
}

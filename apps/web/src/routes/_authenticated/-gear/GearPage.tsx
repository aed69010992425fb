import { Button, Group } from "@mantine/core";
import { PageTitle } from "@wolfpack/ui";
import { useState } from "react";
import { GearShelf } from "../../../components/GearShelf.tsx";
import { trpc } from "../../../trpc.ts";

const ALL = "All";

/** PACK GEAR: the coach's picks, featured first, filtered by category. */
export function GearPage() {
  const [gear] = trpc.gear.list.useSuspenseQuery();
  const categories = [ALL, ...new Set(gear.map((item) => item.category))];
  const [category, setCategory] = useState(ALL);
  const shown = category === ALL ? gear : gear.filter((item) => item.category === category);
  return (
    <>
      <PageTitle
        eyebrow="Gear"
        title="PACK GEAR"
        subtitle="What the coach trains with. Every pick opens the shop in a new tab."
      />
      {categories.length > 2 ? (
        <Group gap="xs" mb="md" role="group" aria-label="Categories">
          {categories.map((name) => (
            <Button
              key={name}
              size="sm"
              h={44}
              radius="xl"
              variant={name === category ? "filled" : "default"}
              aria-pressed={name === category}
              onClick={() => setCategory(name)}
            >
              {name}
            </Button>
          ))}
        </Group>
      ) : null}
      <GearShelf gear={shown} />
    </>
  );
}

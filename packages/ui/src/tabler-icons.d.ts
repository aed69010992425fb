// Each Tabler icon as its own module, so neither the dev server nor the bundle ever
// touches the 6,000-icon barrel. The package ships these files without types.
declare module "@tabler/icons-react/dist/esm/icons/*.mjs" {
  import type { Icon } from "@tabler/icons-react";

  const icon: Icon;
  export default icon;
}

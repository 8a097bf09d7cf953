/** The header's links, on a wide screen in a row and on a phone in the menu. */
export const navigation = [
  { href: "/", label: "Home" },
  { href: "/tags", label: "Topics" },
  { href: "/pricing", label: "Pricing" },
] as const;

// CONTRACT STUB — the analytics work renders "Help" here (opens Crisp when configured).
export function HelpLink() {
  return null;
}
